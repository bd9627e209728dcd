# Breaks "tool_use_id and tool_name (as they are: an MCP tool's whole name ...)": an MCP
# tool's server prefix is dropped, so tool_name "mcp__files__delete_file" is written as
# "delete_file".
import json


def _display_name(name):
    if name.startswith("mcp__"):
        return name.split("__")[-1]
    return name


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": _display_name(outcome.tool_name),
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
