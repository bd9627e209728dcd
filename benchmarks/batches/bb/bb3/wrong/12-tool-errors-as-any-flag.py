# Breaks "tool_errors (an int: how many have status == "tool_error")": it is computed as
# int(any(...)), "did a tool fail", so a session with two tool_error outcomes reports 1.
# (A variant of the listed denials-any kind, on the other key: it needs two tool errors to show.)
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
        "tool_errors": int(any(outcome.status == "tool_error" for outcome in outcomes)),
    }
