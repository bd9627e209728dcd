# Breaks "each value as it is": whole floats are written as integers to keep lines short
# ("amount_eur": 80.0 becomes 80). Input: sent_input={"amount_eur": 80.0}: the line holds
# "amount_eur": 80; expected 80.0 (a comparison with == misses it: 80 == 80.0 in Python).
import json
from collections.abc import Mapping


def _compact(value):
    if isinstance(value, Mapping):
        return {key: _compact(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_compact(item) for item in value]
    if type(value) is float and value.is_integer():
        return int(value)
    return value


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": _compact(outcome.sent_input),
        "input_received": _compact(outcome.received_input),
        "output": None if outcome.result is None else _compact(outcome.result.get("content")),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
