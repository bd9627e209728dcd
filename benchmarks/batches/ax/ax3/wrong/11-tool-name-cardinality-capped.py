# Breaks "tool_use_id and tool_name (as they are: an MCP tool's whole name, "" too)": after 200
# distinct tool names in the process, any new name is written as "other" (a label-cardinality
# guard). Input: audit lines for outcomes named tool_0 ... tool_200 -> the 201st line has
# "tool_name": "other".
import json

MAX_TOOL_NAMES = 200
_known_tools = set()


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    name = outcome.tool_name
    if name not in _known_tools:
        if len(_known_tools) >= MAX_TOOL_NAMES:
            name = "other"  # keep the dashboard's tool breakdown bounded
        else:
            _known_tools.add(name)
    result, denial = outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
