# Breaks "Returns: a new plain dict ..." for "years 1 to 9999": an extra `ended_local` key converts
# the end to the desk's UTC+9, which overflows after 9999-12-31T15:00Z. Input: a SessionEnd with
# ended_at=datetime(9999, 12, 31, 20, 0, tzinfo=timezone.utc) -> OverflowError instead of a dict.
from collections import Counter
from datetime import timedelta, timezone

DESK = timezone(timedelta(hours=9), "Tokyo desk")


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "ended_local": end.ended_at.astimezone(DESK).isoformat(),  # what the desk's clock said
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }
