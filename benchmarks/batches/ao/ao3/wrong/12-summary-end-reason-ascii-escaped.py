# Wrong: "end_reason (end.reason as it is ...)". The reason is made ASCII with backslash escapes:
# reason "arrêt demandé" is returned as "arr\\xeat demand\\xe9" (the characters changed, not only
# a lone surrogate).
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    counts = Counter(outcome.tool_name for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        # old log readers choke on non-ASCII text: keep the reason printable ASCII
        "end_reason": end.reason.encode("ascii", "backslashreplace").decode("ascii"),
        "calls": len(outcomes),
        "calls_by_tool": dict(counts),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
