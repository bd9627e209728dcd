# Breaks: "denials (an int: how many outcomes have status == "denied" ...)". One filter object feeds
# the per-hook breakdown first and the count second; the second read finds it exhausted.
# Input: outcomes = [one outcome with status "denied" (with or without a denial)]: denials 0, not 1.
from collections import Counter


def summarize_session(outcomes, end):
    denied = filter(lambda o: o.status == "denied", outcomes)
    by_hook = Counter(o.denial.hook_name for o in denied if o.denial is not None)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials_by_hook": dict(by_hook),
        "denials": sum(1 for _ in denied),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
