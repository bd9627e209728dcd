# Breaks "Returns: a new plain dict per call" (it raises instead): an extra key lists the distinct
# problems with sorted({outcome.problem ...}), and problem is None on most outcomes, so a session
# holding one "invalid" outcome (problem "malformed block") and one "ok" outcome (problem None)
# raises TypeError ('<' between str and NoneType).
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
        "problems": sorted({outcome.problem for outcome in outcomes}),
    }
