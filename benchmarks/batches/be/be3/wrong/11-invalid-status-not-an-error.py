# Wrong: breaks "is_error (true for every status but "ok" ...)": the error statuses are
# listed by hand and "invalid" (a malformed block) is left out. Input: an outcome with
# status "invalid" (problem "input is not an object"): "is_error": false.
import json

_ERROR_STATUSES = ("tool_error", "denied", "hook_failed", "refused_by_host")


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status in _ERROR_STATUSES,
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    return json.dumps(record) + "\n"
