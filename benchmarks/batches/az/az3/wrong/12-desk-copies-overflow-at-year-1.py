# Breaks: `started_at` and `ended_at` "... (to the microsecond, years 1 to 9999 ...)": the summary
# must be returned for any such time. Input: a SessionEnd started 0001-01-01T02:00:00+00:00:
# the extra (ungraded) "desk_started" key converts it to the New York desk's UTC-05:00, which is
# year 0, so `astimezone` raises OverflowError and no summary is returned.
from collections import Counter
from datetime import timedelta, timezone

DESK = timezone(timedelta(hours=-5), "EST")  # the support team's wall clock


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    context = end.context
    return {
        "session_id": context.session_id,
        "user_id": context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "desk_started": end.started_at.astimezone(DESK).strftime("%H:%M"),
        "desk_ended": end.ended_at.astimezone(DESK).strftime("%H:%M"),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
