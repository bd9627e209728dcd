# Wrong: the line is returned "whatever asked and decided_by hold". An outcome with
# asked=(Asked("refunds", Ask("900 EUR")),) and decided_by=None (Claude Code's own prompt decided)
# raises AttributeError on None.lower() in the extra key.
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
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    if outcome.asked:  # who decided, as one spelling
        record["decided_by"] = outcome.decided_by.lower()
    return json.dumps(record) + "\n"
