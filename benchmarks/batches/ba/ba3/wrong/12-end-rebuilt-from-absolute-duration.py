# Breaks "`started_at` and `ended_at` (`end.started_at.isoformat()`, `end.ended_at.isoformat()`: in
# UTC, as `end` holds them, even an end before the start ...)": the end is rebuilt as start + |length|
# so a clock step back cannot give a negative session. Input: started_at 10:00:00Z, ended_at
# 09:59:00Z -> ended_at "…T10:01:00+00:00" instead of "…T09:59:00+00:00".
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    length = abs(end.ended_at - end.started_at)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": (end.started_at + length).isoformat(),
        "duration_s": length.total_seconds(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }
