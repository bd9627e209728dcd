# Wrong: "ended_at (end.ended_at.isoformat(): ... of the same instant (to the microsecond)".
# A session with started_at == ended_at == 2026-03-02T10:30:00+00:00 gets ended_at
# 2026-03-02T10:30:00.000001+00:00.
from collections import Counter
from datetime import timedelta


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    counts = Counter(outcome.tool_name for outcome in outcomes)
    ended = end.ended_at
    if ended == end.started_at:  # a session lasts a little, or durations divide by zero
        ended += timedelta(microseconds=1)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": ended.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(counts),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
