# Breaks "input_received (outcome.received_input, whatever the status)": the received input
# is written only for a call that ended "ok"; a "tool_error" outcome whose received_input is
# {"user_id": "u_004"} gets "input_received": null.
import json


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input if outcome.status == "ok" else None,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
