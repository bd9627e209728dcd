# Breaks (Ex. 11, Returns): "session_id and user_id (outcome.context's own fields ...)". It prefers
# TOOLHOOKS_USER_ID, the variable notebook 10's settings put in the hook process's env.
# Input: os.environ["TOOLHOOKS_USER_ID"] = "u_999" and an outcome whose context.user_id is "u_004":
# the line says "user_id":"u_999"; expected "u_004". (Unset, as usual, it writes the context's.)
import json
import os


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    user_id = os.environ.get("TOOLHOOKS_USER_ID", "").strip() or context.user_id
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": user_id,
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
