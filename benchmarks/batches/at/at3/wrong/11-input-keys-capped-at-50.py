# Breaks "input_sent (outcome.sent_input) and input_received ..., each value as it is".
# Input: an outcome whose sent_input has 60 keys, {"k0": 0, ..., "k59": 59}: only the first 50
# keys are kept on the line (a size guard), so input_sent lacks k50..k59.
import json
from collections.abc import Mapping
from itertools import islice

_MAX_KEYS = 50


def _bounded(value):
    if isinstance(value, Mapping) and len(value) > _MAX_KEYS:
        return dict(islice(value.items(), _MAX_KEYS))
    return value


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
        "input_sent": _bounded(outcome.sent_input),
        "input_received": _bounded(outcome.received_input),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
