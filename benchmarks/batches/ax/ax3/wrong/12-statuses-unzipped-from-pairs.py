# Breaks "calls (an int: every outcome ...)" for a session with no calls: names and statuses are
# unzipped with zip(*pairs), which gives nothing to unpack for an empty list. Input:
# summarize_session([], end) raises ValueError (not enough values to unpack) instead of calls 0.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names, statuses = zip(*[(o.tool_name, o.status) for o in outcomes])
    by_status = Counter(statuses)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(names),
        "calls_by_tool": dict(Counter(names)),
        "denials": by_status["denied"],
        "tool_errors": by_status["tool_error"],
    }
