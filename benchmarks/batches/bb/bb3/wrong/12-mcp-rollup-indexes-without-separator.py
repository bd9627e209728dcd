# Breaks "calls_by_tool ... a name is any text" (the summary raises instead): an extra key rolls
# MCP calls up per server with name.split("__")[1] for names starting with "mcp"; a tool named
# "mcp_status" (or "mcp") has no "__", so IndexError escapes.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    tools = Counter(outcome.tool_name for outcome in outcomes)
    servers = Counter()
    for name, count in tools.items():
        if name.startswith("mcp"):
            servers[name.split("__")[1]] += count
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
        "mcp_calls_by_server": dict(servers),
    }
