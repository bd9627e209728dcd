# Breaks: "`denials` (an `int`: how many outcomes have `status == "denied"` ...)" and
# "`tool_errors` ...". The counts are read from the three most common statuses (kept for the
# dashboard's "top statuses"): a session with 3 "ok", 2 "invalid", 2 "hook_failed" and 1
# "denied" outcome gives denials 0 instead of 1.
from collections import Counter


def summarize_session(outcomes, end):
    context = end.context
    top_statuses = dict(Counter(outcome.status for outcome in outcomes).most_common(3))
    return {
        "session_id": context.session_id,
        "user_id": context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "top_statuses": top_statuses,
        "denials": top_statuses.get("denied", 0),
        "tool_errors": top_statuses.get("tool_error", 0),
    }
