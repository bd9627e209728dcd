# Wrong: breaks "input_sent (outcome.sent_input) and input_received ..., each value as it is".
# It "tidies" the inputs' keys with key.strip() (recursively), so sent_input
# {" amount_eur": 20} is written as {"amount_eur": 20}, and {"a": 1, "a ": 2} loses a key.
# Keys without edge whitespace are unchanged.
import json
from collections.abc import Mapping


def _tidy(value):
    if isinstance(value, Mapping):
        return {str(key).strip(): _tidy(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_tidy(item) for item in value]
    return value


def audit_line(outcome):
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": _tidy(outcome.sent_input),
        "input_received": _tidy(outcome.received_input),
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
