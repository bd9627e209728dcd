# Breaks (Ex. 11, Returns): input_sent/input_received/output "each value as it is". A hand-written
# "plain JSON" walker keeps str/int/float/bool and turns anything else into text, None included.
# Input: sent_input {"query": "x", "cursor": None} (received the same): the line holds
# "cursor":"None" where the text wants null.
import json
from collections.abc import Mapping


def _plain(value):
    if isinstance(value, Mapping):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    if isinstance(value, (str, int, float, bool)):
        return value
    return str(value)  # a datetime, bytes, ...: as text rather than a crash


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    received = outcome.received_input
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": _plain(outcome.sent_input),
        "input_received": None if received is None else _plain(received),
        "output": None if result is None else _plain(result.get("content")),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
