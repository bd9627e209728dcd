# Breaks "input_sent (outcome.sent_input) ... each value as it is": thawed inputs are memoised in
# a module dict keyed by id(value) that is never cleared; once an earlier outcome is freed, a new
# input can get the same id. [audit_line(outcome_with({"amount_eur": a})) for a in range(10)]
# (each outcome freed after its line) writes amounts 0, 1, 2, 1, 2, 5, ... on CPython 3.11.
import json

_THAWED = {}


def _thaw(value):
    if isinstance(value, dict):
        return {key: _thaw(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_thaw(item) for item in value]
    return value


def _thawed(value):
    key = id(value)
    if key not in _THAWED:
        _THAWED[key] = _thaw(value)
    return _THAWED[key]


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
        "input_sent": _thawed(outcome.sent_input),
        "input_received": None if received is None else _thawed(received),
        "output": None if result is None else _thaw(result.get("content")),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
