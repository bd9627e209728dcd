# Wrong: breaks "end_reason (end.reason as it is ...)": the reason is remembered per
# session_id (a session "ends once"), so a later call for the same session with another
# end keeps the first reason. Input: summarize_session([], end1) with reason "end_turn",
# then summarize_session([], end2) with the same context and reason "max_tokens": "end_turn".
from collections import Counter

_reason_by_session = {}


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    reason = _reason_by_session.setdefault(end.context.session_id, end.reason)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
