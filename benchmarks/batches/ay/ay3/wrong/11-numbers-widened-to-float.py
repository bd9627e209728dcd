# Breaks: "`input_sent` ... each value as it is (`true` is not `1` ...)". Every number is
# written as a float ("JSON has one number type"), so a large int changes value:
# sent_input {"order_id": 9007199254740993} is written as 9007199254740992.0 (and
# {"amount_eur": 20} as 20.0). Booleans are left alone.
import json
from collections.abc import Mapping


def _numbers_as_float(value):
    if isinstance(value, Mapping):
        return {key: _numbers_as_float(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_numbers_as_float(item) for item in value]
    if isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    return value


def audit_line(outcome):
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": _numbers_as_float(outcome.sent_input),
        "input_received": _numbers_as_float(outcome.received_input),
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return json.dumps(record) + "\n"
