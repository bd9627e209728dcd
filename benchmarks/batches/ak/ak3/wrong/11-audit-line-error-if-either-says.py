# Breaks: "is_error (true for every status but "ok", ... whatever the result's own is_error
# says)". ORs the status test with the result's own flag. Input: status "ok" with result
# {"content": "done", "is_error": True}: expected is_error false; this writes true. (Every other
# status already gives true, so only an "ok" outcome whose result says is_error shows it.)
import json


def audit_line(outcome):
    result, denial, context = outcome.result, outcome.denial, outcome.context
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok" or bool(result and result.get("is_error")),
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
