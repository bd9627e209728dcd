# Breaks: "`input_sent` (`outcome.sent_input`) ..., each value as it is". A sent input that is not an
# object (a malformed block's string or list) is wrapped as {"value": ...} to keep the column objects.
# Input: an "invalid" outcome with sent_input "not an object" -> input_sent {"value": "not an object"};
# expected "not an object".
import json
from collections.abc import Mapping


def _as_object(value):
    if value is None or isinstance(value, Mapping):
        return value
    return {"value": value}  # keep the schema: inputs are objects


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
        "input_sent": _as_object(outcome.sent_input),
        "input_received": _as_object(outcome.received_input),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
