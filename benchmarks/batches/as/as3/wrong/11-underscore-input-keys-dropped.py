# Wrong: breaks "input_sent (outcome.sent_input) ... each value as it is (...; nothing masked)":
# keys starting with "_" are dropped from both inputs as "internal". Input: an ok outcome with
# sent_input {"q": "x", "_trace": "t1"} -> input_sent is {"q": "x"}; expected both keys.
import json
from collections.abc import Mapping


def _public(value):
    if isinstance(value, Mapping):
        return {key: item for key, item in value.items() if not key.startswith("_")}
    return value


def audit_line(outcome):
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": _public(outcome.sent_input),
        "input_received": _public(outcome.received_input),
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    return json.dumps(record) + "\n"
