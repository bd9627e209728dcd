# Breaks: "deny_reason (... outcome.denial.deny.reason, the reason whole ...)".
# Input: a denial Deny("amount {amount_eur} is over the limit") (or any reason holding "{" or
# "}"): the braces are doubled ("{{amount_eur}}") so the dashboard can .format() the line
# safely. Reasons without braces pass.
import json


def _format_safe(text):
    return text.replace("{", "{{").replace("}", "}}")


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
        "deny_reason": _format_safe(denial.deny.reason) if denial is not None else None,
    }
    return json.dumps(record) + "\n"
