# Breaks: "`input_sent` ... and `input_received` ..., each value as it is (... nothing
# masked)". Keys a JavaScript dashboard could be attacked with are dropped at every level:
# sent_input {"q": "x", "__proto__": {"admin": true}} is written as {"q": "x"} (also
# "constructor" and "prototype" keys).
import json
from collections.abc import Mapping

_UNSAFE_KEYS = frozenset({"__proto__", "constructor", "prototype"})


def _safe(value):
    if isinstance(value, Mapping):
        return {key: _safe(item) for key, item in value.items() if key not in _UNSAFE_KEYS}
    if isinstance(value, (list, tuple)):
        return [_safe(item) for item in value]
    return value


def audit_line(outcome):
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": _safe(outcome.sent_input),
        "input_received": _safe(outcome.received_input),
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return json.dumps(record) + "\n"
