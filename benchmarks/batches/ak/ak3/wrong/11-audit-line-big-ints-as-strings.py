# Breaks: "input_sent ... and input_received ..., each value as it is (true is not 1, "{}" is
# not {} ...)". Writes integers beyond 2**53 as strings so JavaScript readers keep every digit.
# Input: sent_input {"order_id": 12345678901234567890}: expected the number; this writes the
# string "12345678901234567890".
import json

_SAFE = 2**53


def _js_safe(value):
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > _SAFE:
        return str(value)
    if isinstance(value, dict):
        return {key: _js_safe(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_js_safe(item) for item in value]
    return value


def audit_line(outcome):
    result, denial, context = outcome.result, outcome.denial, outcome.context
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": _js_safe(outcome.sent_input),
        "input_received": _js_safe(outcome.received_input),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
