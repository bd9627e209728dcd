# Breaks: "started_at and ended_at (end.started_at.isoformat(), end.ended_at.isoformat(): in
# UTC, as end holds them ...)". An end in the future is taken for clock skew and clamped to the
# current time: an end with ended_at 2999-01-01T00:00:00+00:00 is written as today's time.
from collections import Counter
from datetime import datetime, timezone


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    now = datetime.now(timezone.utc)
    ended = end.ended_at if end.ended_at <= now else now  # a clock ahead of ours is wrong
    counts = Counter(o.tool_name for o in outcomes)
    statuses = Counter(o.status for o in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": ended.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(counts),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
