# Breaks "input_sent ... and input_received ..., each value as it is": floats in the inputs
# are rounded to 2 places ("amounts are money"), so sent_input {"amount_eur": 19.999} is
# written as {"amount_eur": 20.0}, and {"ratio": 0.125} as 0.12 (half to even).
import json


def _tidy(value):
    if isinstance(value, float):
        return round(value, 2)
    if isinstance(value, dict):
        return {key: _tidy(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_tidy(item) for item in value]
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
        "input_sent": _tidy(outcome.sent_input),
        "input_received": _tidy(outcome.received_input),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
