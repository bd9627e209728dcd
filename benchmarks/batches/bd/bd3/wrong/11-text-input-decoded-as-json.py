# Breaks "input_sent (outcome.sent_input) ..., each value as it is (... "{}" is not {} ...)":
# an input that arrived as JSON text (a malformed block's) is decoded first, so an "invalid"
# outcome with sent_input '{"path": "x"}' is written as the object {"path": "x"}, not the string.
import json


def _as_sent(value):
    if isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return value
    return value


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": _as_sent(outcome.sent_input),
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
