# Breaks "calls_by_tool (a plain dict ...; count with a Counter if you like, then return
# dict(counter), since a Counter is a dict subclass, not a plain dict)": the Counter itself
# is returned; for any outcomes, type(summary["calls_by_tool"]) is Counter (== still holds).
from collections import Counter


def summarize_session(outcomes, end):
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": Counter(outcome.tool_name for outcome in outcomes),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
