# Breaks Exercise 11: timestamp reads back "to the microsecond", and "no module-level variable
# that a call writes and then reads". Input: an outcome at 9999-12-31T23:59:59.999990Z, then
# one at 23:59:59.999991Z: both have the same .timestamp() float, so the second line gets the
# first one's text, 1 microsecond off.
import json

_ISO_BY_POSIX = {}


def _iso(when):
    key = when.timestamp()
    text = _ISO_BY_POSIX.get(key)
    if text is None:
        text = _ISO_BY_POSIX[key] = when.isoformat()
    return text


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result
    record = {
        "timestamp": _iso(outcome.timestamp),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
