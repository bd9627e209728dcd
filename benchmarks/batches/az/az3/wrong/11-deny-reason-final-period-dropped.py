# Breaks: `deny_reason` "(... `outcome.denial.deny.reason`, the reason whole ...)".
# Input: a denial Deny("force pushes rewrite history the team already pulled.", "...")
# (notebook 10's own guard): the line must keep the final "."; this answer trims trailing
# periods so reasons read as clauses on the dashboard ("denied: <reason>").
import json


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
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason.rstrip("."),
    }
    return json.dumps(record) + "\n"
