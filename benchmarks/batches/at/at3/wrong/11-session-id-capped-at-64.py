# Breaks "session_id and user_id (outcome.context's own fields ...)". Input: an outcome whose
# context is HookContext("u_004", "free", "s_" + "7" * 80): the ids are cut to 64 characters (the
# width of the warehouse's id columns), so session_id loses its last 18 characters.
import json

_ID_WIDTH = 64


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    context, denial, result = outcome.context, outcome.denial, outcome.result
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id[:_ID_WIDTH],
        "user_id": context.user_id[:_ID_WIDTH],
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
