# Breaks: "`end_reason` (`end.reason` as it is, at any length, not an attribute named like it)".
# Messages API habit: the end is read as `stop_reason` first, `reason` only as a fallback.
# Input: a SessionEnd subclass instance with reason "user_exit" and an attribute
# stop_reason "end_turn" -> end_reason "end_turn"; expected "user_exit".
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": getattr(end, "stop_reason", None) or end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }
