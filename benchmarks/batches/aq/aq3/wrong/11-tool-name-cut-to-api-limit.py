# Breaks: "`tool_use_id` and `tool_name` (as they are: an MCP tool's whole name, `""` too)".
# Input: an outcome whose tool_name is "mcp__" + "filesystem_server" * 4 + "__write_file" (85 characters):
# the line's tool_name is cut to 64, the Messages API's limit for a tool name, which MCP names under
# Claude Code do not keep to.
import json

API_NAME_LIMIT = 64  # ^[a-zA-Z0-9_-]{1,64}$


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    result = outcome.result
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name[:API_NAME_LIMIT],
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
        "status": outcome.status,
    }
    return json.dumps(record) + "\n"
