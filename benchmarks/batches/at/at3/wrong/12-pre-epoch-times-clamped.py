# Breaks "started_at and ended_at (end.started_at.isoformat(), ...: in UTC, as end holds them ...
# of the same instant (to the microsecond, years 1 to 9999)". Input: an end with started_at =
# datetime(1969, 12, 31, 23, 0, tzinfo=timezone.utc): times before 1970 are clamped to the epoch.
from collections import Counter
from datetime import datetime, timezone

_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    started, ended = max(end.started_at, _EPOCH), max(end.ended_at, _EPOCH)  # no pre-epoch junk
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": started.isoformat(),
        "ended_at": ended.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
