# Breaks "output ... null only when outcome.result is None, whatever the status": a denied
# call's output is nulled ("the tool never ran"), so a "denied" outcome whose result is
# {"type": "tool_result", "content": "BLOCKED: ...", "is_error": True} gets "output": null.
import json


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result
    ran = result is not None and outcome.status != "denied"
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": result.get("content") if ran else None,
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
