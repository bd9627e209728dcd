# Breaks: `started_at` and `ended_at` "(... in UTC, as `end` holds them, even an end before the
# start ...)": the summary must be returned then too. Input: a SessionEnd whose ended_at is one
# second before its started_at: the extra (ungraded) "duration" key formats the timedelta with
# the `datetime.min + delta` trick, which raises OverflowError for a negative delta.
from collections import Counter
from datetime import datetime


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    context = end.context
    elapsed = end.ended_at - end.started_at
    return {
        "session_id": context.session_id,
        "user_id": context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "duration": (datetime.min + elapsed).strftime("%H:%M:%S"),  # "00:01:20"
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
