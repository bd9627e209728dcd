# Breaks: "`tool_use_id` and `tool_name` (as they are: an MCP tool's whole name, `""` too)". A name not
# matching the Messages API's tool-name pattern ^[a-zA-Z0-9_-]{1,64}$ is logged as "invalid_tool_name".
# Input: an outcome with tool_name "files.delete" (or "my tool") -> "tool_name": "invalid_tool_name";
# expected "files.delete".
import json
import re

_API_NAME = re.compile(r"[a-zA-Z0-9_-]{1,64}")


def _name(name):
    if name == "" or _API_NAME.fullmatch(name):
        return name
    return "invalid_tool_name"  # keep the column to names the API accepts


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": _name(outcome.tool_name),
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
