# Breaks: "`calls_by_tool` (... keyed by the whole name as called: `mcp__files__delete_file`
# is not `delete_file` ...)". MCP names are kept whole but respelled with dots for the
# dashboard: an outcome named "mcp__files__delete_file" is counted under
# "mcp.files.delete_file". (Built-in names such as "Bash" have no "__" and pass.)
from collections import Counter


def _display_name(name):
    return name.replace("__", ".") if name.startswith("mcp__") else name


def summarize_session(outcomes, end):
    context = end.context
    return {
        "session_id": context.session_id,
        "user_id": context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(_display_name(outcome.tool_name) for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
