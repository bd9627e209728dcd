# Breaks: "calls (an int: every outcome ...)" (and the counts after it). Stops reading at the
# first "hook_failed" outcome ("the agent stops there: fail closed"), counting that one. Input:
# [hook_failed "Write", ok "Read"]: expected calls 2, {"Write": 1, "Read": 1}; this gives 1.
from collections import Counter


def summarize_session(outcomes, end):
    counted = []
    for outcome in outcomes:
        counted.append(outcome)
        if outcome.status == "hook_failed":
            break
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
