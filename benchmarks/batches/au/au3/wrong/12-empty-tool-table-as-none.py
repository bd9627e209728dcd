# Breaks "calls_by_tool (a plain dict of tool name to int ...)": `dict(counter) or None` (JavaScript's
# `|| null`) turns the empty table of a session without calls into None. Input:
# summarize_session([], end) -> "calls_by_tool": None instead of {} (the other keys are right).
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    counter = Counter(outcome.tool_name for outcome in outcomes)
    statuses = Counter(outcome.status for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(counter) or None,
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
