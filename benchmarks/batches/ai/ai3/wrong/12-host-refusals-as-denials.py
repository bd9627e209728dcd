# Breaks: "a `"refused_by_host"` outcome is a call, neither a denial nor a tool error" and
# "`denials` (... how many outcomes have `status == "denied"` ...)". Input: outcomes = [one
# outcome with status "refused_by_host"] -> denials 1 instead of 0.
from collections import Counter

_REFUSALS = ("denied", "refused_by_host")  # a hook or the host said no: both are denials


def summarize_session(outcomes, end):
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(1 for o in outcomes if o.status in _REFUSALS),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
