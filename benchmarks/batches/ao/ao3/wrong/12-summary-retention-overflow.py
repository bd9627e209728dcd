# Wrong: times are graded for "years 1 to 9999" and a summary is returned. The extra keep_until
# key overflows: a SessionEnd ending 9999-12-01T00:00:00+00:00 raises OverflowError.
from collections import Counter
from datetime import timedelta

KEEP_FOR = timedelta(days=400)  # summaries are kept a year and a month


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    counts = Counter(outcome.tool_name for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "keep_until": (end.ended_at + KEEP_FOR).date().isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(counts),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
