# Breaks: "`input_sent` ... and `input_received` ..., each value as it is". Lists of scalars
# in the inputs are sorted to give a canonical line, which changes the values the model sent.
# Input: sent_input {"evidence": ["z.png", "a.png"]} -> input_sent {"evidence": ["a.png", "z.png"]};
# expected the order as sent.
import json
from collections.abc import Mapping


def _canonical(value):
    if isinstance(value, Mapping):
        return {key: _canonical(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        items = [_canonical(item) for item in value]
        try:
            return sorted(items)  # same call, same line, whatever order the model listed things
        except TypeError:
            return items
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
        "input_sent": _canonical(outcome.sent_input),
        "input_received": _canonical(outcome.received_input),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
