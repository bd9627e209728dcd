# Breaks "input_sent ... and input_received ..., each value as it is": object keys holding "$"
# or "." are rewritten with "_" (a document store refuses them). Input: sent_input
# {"$schema": "v1", "config.path": "a"} is written as {"_schema": "v1", "config_path": "a"}.
import json
from collections.abc import Mapping


def _store_safe(value):
    if isinstance(value, Mapping):
        return {
            key.replace("$", "_").replace(".", "_"): _store_safe(item) for key, item in value.items()
        }
    if isinstance(value, (list, tuple)):
        return [_store_safe(item) for item in value]
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
        "input_sent": _store_safe(outcome.sent_input),
        "input_received": _store_safe(outcome.received_input),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
