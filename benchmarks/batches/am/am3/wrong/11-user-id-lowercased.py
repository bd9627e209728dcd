# Breaks: "session_id and user_id (outcome.context's own fields ...)": written as they are. User
# ids are folded to lower case so one person's lines group together: a context with user_id
# "U_004" (or "Ana@Example.com") is written as "u_004" ("ana@example.com").
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    context = outcome.context
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id.lower(),  # the auth layer is case-insensitive
        "tier": context.tier,
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
    return json.dumps(record) + "\n"
