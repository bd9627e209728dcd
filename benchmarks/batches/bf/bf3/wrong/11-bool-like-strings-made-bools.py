# Wrong: breaks "each value as it is (true is not 1, ...)". Models sometimes send booleans as
# text, so this answer turns the strings "true"/"false" in the inputs into JSON true/false:
# sent_input {"confirm": "true"} is written {"confirm": true}. Inputs without those exact
# strings are unchanged.
import json
from collections.abc import Mapping

_BOOLEAN_TEXT = {"true": True, "false": False}


def _plain(value):
    if isinstance(value, str):
        return _BOOLEAN_TEXT.get(value, value)
    if isinstance(value, Mapping):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(item) for item in value]
    return value


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
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
