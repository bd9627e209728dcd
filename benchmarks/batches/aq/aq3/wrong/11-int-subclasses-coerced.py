# Breaks: "`input_sent` ... and `input_received` ..., each value as it is (`true` is not `1`, ...)".
# Input: an Edit call with sent_input = received_input = {"file_path": "a.py", "old_string": "x",
# "new_string": "y", "replace_all": True}: the line holds "replace_all": 1, since the answer turns every
# value into its plain JSON type with int(), float(), str(), and True is an int.
import json
from collections.abc import Mapping


def _plain(value):
    """The value as plain JSON types (no FrozenDict, tuple or subclass such as an IntEnum)."""
    if isinstance(value, Mapping):
        return {str(key): _plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        return float(value)
    if isinstance(value, str):
        return str(value)
    return value


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    result = outcome.result
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": _plain(outcome.sent_input),
        "input_received": _plain(outcome.received_input),
        "output": None if result is None else _plain(result.get("content")),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
        "status": outcome.status,
    }
    return json.dumps(record) + "\n"
