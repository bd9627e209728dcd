# Breaks: `is_error` "(`true` for every `status` but `"ok"` ...)". Input: an outcome with
# status "invalid" (or "hook_failed"): a comma is missing in the tuple below, so Python joins
# "invalid" "hook_failed" into one string "invalidhook_failed", and both statuses get
# `is_error: false`. ok, tool_error, denied and refused_by_host come out right.
import json

ERROR_STATUSES = ("tool_error", "denied", "invalid" "hook_failed", "refused_by_host")


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status in ERROR_STATUSES,
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
