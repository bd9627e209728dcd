# Breaks: `input_sent` / `input_received` "each value as it is ... nothing masked": keys whose
# value is null are dropped from the inputs to keep lines short. Input: sent_input
# {"user_id": "u_004", "note": None}: the line's input_sent is {"user_id": "u_004"}.
import json
from collections.abc import Mapping


def _compact(value):
    if isinstance(value, Mapping):
        return {key: _compact(item) for key, item in value.items() if item is not None}
    return value


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": _compact(outcome.sent_input),
        "input_received": _compact(outcome.received_input),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
