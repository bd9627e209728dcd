# Breaks "`denied_by` and `deny_reason` (...; `null` without a denial ...)": a "denied" outcome that
# carries no `denial` gets placeholders. Input: an outcome with status="denied", denial=None
# -> denied_by "unknown" and deny_reason "denied" instead of null and null.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    if denial is not None:
        denied_by, deny_reason = denial.hook_name, denial.deny.reason
    elif outcome.status == "denied":
        denied_by, deny_reason = "unknown", "denied"  # never leave a denial unexplained
    else:
        denied_by = deny_reason = None
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denied_by,
        "deny_reason": deny_reason,
    }
    return json.dumps(record) + "\n"
