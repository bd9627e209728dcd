# Breaks "`end_reason` (`end.reason` as it is, at any length ...)" with "names and `end.reason` may
# hold a lone surrogate such as `\ud800`": a reason that is not printable is replaced by "unknown".
# Input: SessionEnd(..., reason="end_turn\ud800") -> end_reason "unknown" instead of
# "end_turn\ud800" (a reason holding "\n" is replaced too).
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    reason = end.reason if end.reason.isprintable() else "unknown"
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }
