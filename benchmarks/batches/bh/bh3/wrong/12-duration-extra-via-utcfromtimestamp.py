# Wrong: breaks "`started_at` and `ended_at` ... (... years 1 to 9999 ...)" (a summary is due for
# any such end): an extra, ungraded "duration" is formatted with datetime.utcfromtimestamp, which
# raises past year 9999. Input: started_at 0001-01-01T00:00:00+00:00, ended_at
# 9999-12-31T00:00:00+00:00 -> ValueError (ordinary and negative durations work).
from collections import Counter
from datetime import datetime


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    seconds = (end.ended_at - end.started_at).total_seconds()
    by_tool = Counter(outcome.tool_name for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "duration": datetime.utcfromtimestamp(seconds).strftime("%H:%M:%S"),
        "calls": len(outcomes),
        "calls_by_tool": dict(by_tool),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
