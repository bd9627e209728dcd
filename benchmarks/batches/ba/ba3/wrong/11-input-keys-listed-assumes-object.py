# Breaks "`input_sent` (`outcome.sent_input`) ... each value as it is (... `"{}"` is not `{}` ...)"
# and "Returns: one `str`": an extra `input_keys` key calls .keys() on the sent input, which for a
# malformed block is not an object. Input: an "invalid" outcome whose sent_input is the string
# "{}" (received_input None, result a tool_result) -> AttributeError instead of a line.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_keys": sorted(outcome.sent_input.keys()),  # which arguments the model used
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    return json.dumps(record) + "\n"
