# Breaks "input_sent (outcome.sent_input) and input_received ..., each value as it is".
# Input: an outcome whose sent_input (and received_input) is {"filter": {"tier": "free"}, "n": 1}:
# nested objects are flattened log-style, so the line holds {"filter.tier": "free", "n": 1}.
import json
from collections.abc import Mapping


def _flat(value, prefix=""):
    if not isinstance(value, Mapping):
        return value
    flat = {}
    for key, item in value.items():
        name = f"{prefix}{key}"
        if isinstance(item, Mapping) and item:
            flat.update(_flat(item, name + "."))  # one column per leaf, as log indexers like
        else:
            flat[name] = item
    return flat


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result = outcome.denial, outcome.result
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": _flat(outcome.sent_input),
        "input_received": _flat(outcome.received_input),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
