# Breaks Exercise 12: calls_by_tool is "keyed by the whole name as called" (an MCP tool's
# mcp__server__tool name included). Input: outcomes for "mcp__my-server__list-files": the key
# is "mcp__my_server__list_files", and a tool "list-files" merges with "list_files". Names
# without a dash (Bash, Write, mcp__files__delete_file) come out right.
from collections import Counter


def summarize_session(outcomes, end):
    # one spelling per tool, whatever the MCP server's naming habit
    tools = Counter(outcome.tool_name.replace("-", "_") for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(tools),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
