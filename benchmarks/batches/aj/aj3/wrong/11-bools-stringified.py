# Breaks: input_sent/input_received "each value as it is (`true` is not `1` ...)" (Returns, ex. 11).
# A hand-written "plain" converter passes str/int/float/None through by exact type and turns anything
# else into text, bool included: sent_input {"dry_run": True} is written as "dry_run": "True".
# Inputs of strings, numbers, null, objects and arrays are right.
import json
from collections.abc import Mapping


def _plain(value):
    if isinstance(value, Mapping):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    if value is None or type(value) in (str, int, float):
        return value
    return str(value)  # whatever JSON cannot hold, as text


def audit_line(outcome):
    denial, result = outcome.denial, outcome.result
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
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return json.dumps(record) + "\n"
