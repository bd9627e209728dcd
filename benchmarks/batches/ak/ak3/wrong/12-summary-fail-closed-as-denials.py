# Breaks: "denials (an int: how many outcomes have status == "denied" ...)". Counts a call
# stopped because a Pre hook crashed as a denial too ("fail closed is a refusal"). Input: one
# outcome of status "hook_failed": expected denials 0; this gives 1.
from collections import Counter


def summarize_session(outcomes, end):
    counted = outcomes
    calls_by_tool = Counter(outcome.tool_name for outcome in counted)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(counted),
        "calls_by_tool": dict(calls_by_tool),
        "denials": sum(1 for outcome in counted if outcome.status in ("denied", "hook_failed")),
        "tool_errors": sum(1 for outcome in counted if outcome.status == "tool_error"),
    }
