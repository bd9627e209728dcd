# Breaks: "session_id and user_id (outcome.context's own fields ...)" written as they are.
# Input: a context whose session_id has capitals, e.g. make_context(session_id="S_7F3A"):
# the line says "s_7f3a" (lowercased "so joins with the session summaries never miss").
# Lower-case session ids such as "s_001" pass.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id.lower(),
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return json.dumps(record) + "\n"
