# Breaks "tool_errors (... how many have status == "tool_error", and only those: ...
# "hook_failed" [is] not [a] tool error ...)": a call whose Pre hook crashed is counted as an
# error too, so one outcome with status "hook_failed" gives tool_errors 1 instead of 0.
from collections import Counter

ERROR_STATUSES = ("tool_error", "hook_failed")


def summarize_session(outcomes, end):
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status in ERROR_STATUSES),
    }
