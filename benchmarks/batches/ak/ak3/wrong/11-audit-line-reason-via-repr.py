# Breaks: "deny_reason (... outcome.denial.deny.reason, the reason whole". Writes repr() of the
# reason without its quotes, to keep control characters visible. Input: a denial with reason
# "no writes under C:\\Windows" (one backslash): the line reads back with two backslashes.
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
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else repr(denial.deny.reason)[1:-1],
    }
    return json.dumps(record) + "\n"
