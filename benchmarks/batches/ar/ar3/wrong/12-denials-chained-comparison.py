# Breaks: "denials (an int: how many outcomes have status == "denied" ...)". `o.status == "denied" == True`
# is a chained comparison, (o.status == "denied") and ("denied" == True), which is always False.
# Input: outcomes = [one outcome with status "denied"]: denials 0.
from collections import Counter


def summarize_session(outcomes, end):
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(o.status == "denied" == True for o in outcomes),  # noqa: E712
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }
