# Breaks "denials (an int: how many outcomes have status == "denied" ...)": it counts the
# hooks that denied, not the denied outcomes, so two "denied" outcomes both refused by hook
# "SameUserOnly" give denials 1 instead of 2.
from collections import Counter


def summarize_session(outcomes, end):
    deniers = {
        getattr(outcome.denial, "hook_name", None)
        for outcome in outcomes
        if outcome.status == "denied"
    }
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": len(deniers),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
