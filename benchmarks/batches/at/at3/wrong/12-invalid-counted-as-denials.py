# Breaks "denials (an int: how many outcomes have status == "denied" ...)". Input: one outcome with
# status "invalid" (a malformed block, never run): a call refused before running is counted as a
# denial, so denials is 1 (expected 0).
from collections import Counter

_REFUSED = frozenset({"denied", "invalid"})  # both were stopped before the tool ran


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(1 for o in outcomes if o.status in _REFUSED),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
