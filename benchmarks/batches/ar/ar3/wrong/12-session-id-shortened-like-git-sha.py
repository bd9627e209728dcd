# Breaks: "session_id and user_id (end.context's own fields ...)". git habit (short SHAs): the session
# id is cut to its first 8 characters, enough to tell sessions apart on a dashboard.
# Input: end.context.session_id "2f0c9a4e-7b1d-4c3e-9f8a-0d6b5e4c3a21" (Claude Code's UUID form): session_id "2f0c9a4e".
from collections import Counter


def summarize_session(outcomes, end):
    statuses = Counter(o.status for o in outcomes)
    return {
        "session_id": end.context.session_id[:8],
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
