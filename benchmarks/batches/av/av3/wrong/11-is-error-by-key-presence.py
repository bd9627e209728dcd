# Breaks: "`is_error` (`true` for every `status` but `"ok"` ..., whatever the result's own `is_error`
# says)". Messages API habit (is_error left out when false): the key's mere presence means an error.
# Input: status "ok", result {"content": "fine", "is_error": False} -> "is_error": true; expected
# false.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    flagged = result is not None and "is_error" in result  # the API only writes it for errors
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok" or flagged,
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
