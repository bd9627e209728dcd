# Breaks "denials (an int: how many outcomes have status == "denied", ... whether or not a denied
# one carries" a denial). Input: one outcome with status "denied" and result=None (no BLOCKED
# result recorded for it): a denial is only counted once its BLOCKED result exists, so denials is 0.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    denials = sum(
        1 for o in outcomes if o.status == "denied" and o.result is not None  # the model saw it
    )
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": denials,
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
