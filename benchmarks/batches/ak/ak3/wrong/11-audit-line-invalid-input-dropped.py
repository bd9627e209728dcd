# Breaks: "input_sent (outcome.sent_input) ..., each value as it is" (written whatever the status).
# Leaves out what a malformed block sent ("an invalid input is noise"). Input: status "invalid",
# sent_input {"amount": "ten"}: expected input_sent {"amount": "ten"}; this writes null.
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
        "input_sent": None if outcome.status == "invalid" else outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
