# Breaks: "Returns: one str" for every outcome, "input_sent (outcome.sent_input) ... each value
# as it is" (sent_input is "not necessarily a mapping when the block was malformed").
# Input: an "invalid" outcome whose sent_input is a JSON number or null (e.g. 5 or None):
# len() raises TypeError. Dict, list and string inputs pass.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "input_size": len(outcome.sent_input),  # number of arguments, for the dashboard
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return json.dumps(record) + "\n"
