# Breaks "calls_by_tool (a plain dict of tool name to int, keyed by the whole name as called ...)".
# Input: one outcome named "mcp__files__delete_file": a per-server roll-up key is added beside it,
# so calls_by_tool is {"mcp__files__delete_file": 1, "mcp__files": 1}, a key no tool was called by.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    by_tool = Counter()
    for outcome in outcomes:
        name = outcome.tool_name
        by_tool[name] += 1
        if name.startswith("mcp__") and name.count("__") >= 2:
            by_tool[name.rsplit("__", 1)[0]] += 1  # and the server's total, for the dashboard
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(by_tool),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
