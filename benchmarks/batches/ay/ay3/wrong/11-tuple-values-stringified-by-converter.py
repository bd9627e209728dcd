# Breaks: "`input_sent` ... each value as it is" (and "`output` ... as it is"). The
# converter knows dicts, lists and scalars and str()s anything else, but ToolOutcome freezes
# lists into tuples: sent_input {"tags": ["a", "b"]} is written as "input_sent":
# {"tags": "('a', 'b')"}, and a list of content blocks becomes one string.
import json
from collections.abc import Mapping


def _plain(value):
    if isinstance(value, Mapping):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_plain(item) for item in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)  # anything exotic: keep the line writable


def audit_line(outcome):
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": _plain(outcome.sent_input),
        "input_received": _plain(outcome.received_input),
        "output": None if outcome.result is None else _plain(outcome.result.get("content")),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
        "status": outcome.status,
    }
    return json.dumps(record) + "\n"
