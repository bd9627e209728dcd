# Breaks "is_error (true for every status but "ok" ...)". Input: an approved Ask, i.e. status "ok"
# with asked=(Asked("big_refunds_ask", Ask("a refund of 80 EUR")),) and decided_by="supervisor":
# a call that needed a person is flagged, so is_error is true (expected false).
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result = outcome.denial, outcome.result
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
        "is_error": outcome.status != "ok" or bool(outcome.asked),  # anything unusual stands out
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
