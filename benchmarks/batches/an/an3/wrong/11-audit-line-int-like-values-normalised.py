# Breaks "each value as it is (`true` is not `1` ...)": inputs are walked to turn int
# subclasses (IntEnum, numpy-ish ints) into plain ints, and bool is an int subclass.
# Input: sent_input={"notify": True, "limit": 3}: the line holds "notify": 1; expected true
# (json.loads(line)["input_sent"] == {"notify": True} is still True in Python: 1 == True).
import json
from collections.abc import Mapping


def _plain(value):
    if isinstance(value, Mapping):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    if isinstance(value, int) and type(value) is not int:
        return int(value)  # IntEnum and friends: write the number
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
        "input_sent": _plain(outcome.sent_input),
        "input_received": _plain(outcome.received_input),
        "output": None if outcome.result is None else _plain(outcome.result.get("content")),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
