# Breaks (Ex. 12, Returns): "end_reason (end.reason as it is, at any length ...)". NUL characters are
# removed first, a habit from PostgreSQL, whose text columns refuse them.
# Input: SessionEnd(..., reason="hook_error:\x00tier") : end_reason says "hook_error:tier";
# expected the reason with its "\x00".
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    statuses = Counter(outcome.status for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason.replace("\x00", ""),
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
