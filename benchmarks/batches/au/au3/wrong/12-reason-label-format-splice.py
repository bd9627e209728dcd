# Breaks "Returns: a new plain dict ... end_reason (end.reason as it is, at any length ...)": an extra label
# is built by concatenating end.reason into a str.format template, so braces in the reason are read as
# fields. Input: SessionEnd(ctx, t0, t1, reason="stop {x}") -> KeyError('x') is raised instead of a dict
# ("max_tokens" or "end_turn" work).
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    calls_by_tool = dict(Counter(outcome.tool_name for outcome in outcomes))
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": calls_by_tool,
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
    summary["label"] = ("{user}: " + end.reason + " after {calls} calls").format(
        user=summary["user_id"], calls=summary["calls"]
    )
    return summary
