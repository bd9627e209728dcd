# Breaks "`started_at` and `ended_at` (... as `end` holds them, even an end before the
# start ...)": an end before the start is refused as corrupt. Input: SessionEnd with
# started_at 10:30 and ended_at 10:29 (UTC): ValueError raised; expected the summary with
# both times as given.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    duration = (end.ended_at - end.started_at).total_seconds()
    if duration < 0:
        raise ValueError(f"session {end.context.session_id} ends before it starts")
    names = Counter(o.tool_name for o in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "duration_s": duration,
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(names),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
