# Breaks: `denied_by` and `deny_reason` are "`null` without a denial": a "refused_by_host"
# outcome (no `denial`) is written as denied by the host, with the host's text as reason.
# Input: status "refused_by_host", denial None, problem "permission rule Bash(rm:*)":
# denied_by "host" and deny_reason "permission rule Bash(rm:*)", where both must be null.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    if denial is not None:
        denied_by, reason = denial.hook_name, denial.deny.reason
    elif outcome.status == "refused_by_host":  # Claude Code itself said no
        denied_by, reason = "host", outcome.problem
    else:
        denied_by = reason = None
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
        "denied_by": denied_by,
        "deny_reason": reason,
    }
    return json.dumps(record) + "\n"
