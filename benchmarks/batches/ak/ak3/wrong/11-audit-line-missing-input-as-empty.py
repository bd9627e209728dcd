# Breaks: "input_sent (outcome.sent_input) ..., each value as it is (... "{}" is not {} ...)".
# Writes {} when the sent input is missing or falsy ("input is always an object"). Input: status
# "invalid" with sent_input None (a block with no input): expected input_sent null; this writes {}.
# (So do [], "", 0 and false.)
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
        "input_sent": outcome.sent_input or {},
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
