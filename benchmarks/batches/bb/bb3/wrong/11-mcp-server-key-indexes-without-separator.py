# Breaks "tool_name (as they are: an MCP tool's whole name ...)" / Returns one str (it raises
# instead): an extra "mcp_server" key is cut out with tool_name.split("__")[1] for names starting
# with "mcp"; a tool named "mcp_status" (or "mcp") has no "__", so IndexError escapes.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    context, result, denial = outcome.context, outcome.result, outcome.denial
    name = outcome.tool_name
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": name,
        "mcp_server": name.split("__")[1] if name.startswith("mcp") else None,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
