# Breaks: "started_at and ended_at (end.started_at.isoformat(), end.ended_at.isoformat() ... to the
# microsecond, years 1 to 9999 ...)". ended_at is rebuilt as start + timedelta(seconds=duration as a
# float), which loses microseconds on long spans. Input: started 0001-01-01T00:00:00+00:00, ended
# 9999-12-31T23:59:59.999999+00:00: the answer raises OverflowError (or is off by microseconds).
from collections import Counter
from datetime import timedelta


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    mine = [outcome for outcome in outcomes]
    by_tool = Counter(outcome.tool_name for outcome in mine)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": (end.started_at + timedelta(seconds=(end.ended_at - end.started_at).total_seconds())).isoformat(),
        "end_reason": end.reason,
        "calls": len(mine),
        "calls_by_tool": dict(by_tool),
        "denials": sum(1 for outcome in mine if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in mine if outcome.status == "tool_error"),
    }
