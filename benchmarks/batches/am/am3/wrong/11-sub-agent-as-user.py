# Breaks: "session_id and user_id (outcome.context's own fields, ...)". A call a Claude Code
# sub-agent made is put down to the agent: with context HookContext("u_004", "free", "s_1",
# {"agent_id": "a_7", "agent_type": "Explore"}), user_id is "a_7" instead of "u_004".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    context = outcome.context
    actor = context.attributes.get("agent_id") or context.user_id  # who really made the call
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": actor,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": outcome.result["content"] if outcome.result is not None else None,
        "is_error": outcome.status != "ok",
        "denied_by": outcome.denial.hook_name if outcome.denial else None,
        "deny_reason": outcome.denial.deny.reason if outcome.denial else None,
    }
    return json.dumps(record) + "\n"
