# Breaks: "deny_reason (... outcome.denial.deny.reason, the reason whole ...)".
# Input: Deny("refunds over 90% of the order need a person") (any reason holding "%"): each
# "%" is doubled so the reason can be passed to logging as a format string; the line says
# "90%%". Reasons without "%" pass.
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
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason.replace("%", "%%") if denial is not None else None,
    }
    return json.dumps(record) + "\n"
