# Breaks "input_sent (outcome.sent_input) ... each value as it is": the thaw takes a tuple of
# 2-item tuples with a string first for a frozen dict and writes it as an object. Input:
# sent_input {"pairs": [["a", 1], ["b", 2]]} is written as {"pairs": {"a": 1, "b": 2}}.
import json
from collections.abc import Mapping


def _plain(value):
    if isinstance(value, Mapping):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, tuple):
        # frozen data: a tuple of (key, value) pairs is how a dict gets frozen
        if value and all(isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], str) for p in value):
            return {key: _plain(item) for key, item in value}
        return [_plain(item) for item in value]
    return value


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": _plain(outcome.sent_input),
        "input_received": _plain(outcome.received_input),
        "output": None if result is None else _plain(result.get("content")),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
