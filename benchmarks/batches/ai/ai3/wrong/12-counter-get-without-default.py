# Breaks: "`denials` (an `int`: how many ...)" and "`tool_errors` (an `int` ...)". Input: outcomes
# with no denied outcome (e.g. one "ok" call) -> Counter.get("denied") is dict.get, so denials
# is None, not 0 (counter["denied"] would give 0). Likewise tool_errors without a tool error.
from collections import Counter


def summarize_session(outcomes, end):
    statuses = Counter(o.status for o in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": sum(statuses.values()),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": statuses.get("denied"),
        "tool_errors": statuses.get("tool_error"),
    }
