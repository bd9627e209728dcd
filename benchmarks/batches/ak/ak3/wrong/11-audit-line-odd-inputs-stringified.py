# Breaks: "input_sent (outcome.sent_input) ..., each value as it is". A malformed block's input
# that is not an object is written as its str() ("an input is an object; keep odd ones as text").
# Input: status "invalid", sent_input [1, 2] (frozen to the tuple (1, 2)): expected input_sent
# [1, 2]; this writes the string "(1, 2)".
import json
from collections.abc import Mapping


def audit_line(outcome):
    result, denial, context = outcome.result, outcome.denial, outcome.context
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input if isinstance(outcome.sent_input, Mapping) else str(outcome.sent_input),
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
