# Wrong: the function returns the summary for any SessionEnd ("even an end before the start").
# A session whose started_at == ended_at (a FixedClock, or a session ended at once) raises
# ZeroDivisionError in the extra calls_per_minute key.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    counts = Counter(outcome.tool_name for outcome in outcomes)
    minutes = (end.ended_at - end.started_at).total_seconds() / 60
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(counts),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
        "calls_per_minute": len(outcomes) / minutes,
    }
