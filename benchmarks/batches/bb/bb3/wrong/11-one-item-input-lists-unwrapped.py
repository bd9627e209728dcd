# Breaks "input_sent ... each value as it is": inputs are tidied like parsed query strings, a list
# holding one item becomes that item. sent_input {"case_ids": ["c_1"]} is written as
# {"case_ids": "c_1"}, so a list and a scalar can no longer be told apart.
import json


def _tidy(value):
    if isinstance(value, dict):
        return {key: _tidy(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        items = [_tidy(item) for item in value]
        return items[0] if len(items) == 1 else items
    return value


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    context, result, denial = outcome.context, outcome.result, outcome.denial
    received = outcome.received_input
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": _tidy(outcome.sent_input),
        "input_received": None if received is None else _tidy(received),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
