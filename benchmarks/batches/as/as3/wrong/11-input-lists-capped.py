# Wrong: breaks "input_sent ... and input_received ..., each value as it is": list values in the
# inputs are cut to their first 50 items to keep lines short. Input: sent_input
# {"ids": list(range(60))} -> input_sent["ids"] has 50 items; expected all 60.
import json
from collections.abc import Mapping

MAX_ITEMS = 50


def _capped(value):
    if isinstance(value, Mapping):
        return {key: _capped(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_capped(item) for item in value[:MAX_ITEMS]]
    return value


def audit_line(outcome):
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": _capped(outcome.sent_input),
        "input_received": _capped(outcome.received_input),
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    return json.dumps(record) + "\n"
