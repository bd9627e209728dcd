# Breaks: "tool_use_id and tool_name (as they are ...)". Calls made by a sub-agent get its type
# in front of the tool's name for the dashboard: with context attributes {"agent_id": "a_7",
# "agent_type": "Explore"}, a Read call is written as tool_name "Explore/Read" instead of "Read".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    context = outcome.context
    name = outcome.tool_name
    agent_type = context.attributes.get("agent_type")
    if agent_type:
        name = f"{agent_type}/{name}"
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial and denial.hook_name,
        "deny_reason": denial and denial.deny.reason,
    }
    return json.dumps(record) + "\n"
