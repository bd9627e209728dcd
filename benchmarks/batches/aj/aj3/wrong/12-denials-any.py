# Breaks: "`denials` (an `int`: how many outcomes have `status == "denied"` ...)" (Returns, ex. 12).
# `any` where `sum` was meant: two denied outcomes give True (== 1), not 2; none gives False, a bool.
# A session with exactly one denial compares equal to the right count.
from collections import Counter


def summarize_session(outcomes, end):
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": any(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
