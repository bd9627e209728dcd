# Breaks: "calls (an int: every outcome, ..., one stamped before the start or after the end ...)".
# Drops outcomes stamped after end.ended_at ("late events are not this session's"). Input: end
# from 10:00 to 10:05 UTC, one outcome stamped 10:06: expected calls 1 and its tool counted;
# this gives 0 and {}. (One stamped before the start is still counted.)
from collections import Counter


def summarize_session(outcomes, end):
    counted = [outcome for outcome in outcomes if outcome.timestamp <= end.ended_at]
    calls_by_tool = Counter(outcome.tool_name for outcome in counted)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(counted),
        "calls_by_tool": dict(calls_by_tool),
        "denials": sum(1 for outcome in counted if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in counted if outcome.status == "tool_error"),
    }
