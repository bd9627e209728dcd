# Breaks: "calls (an int: every outcome, denied and failed ones too ...)". Leaves out outcomes
# whose Pre hook crashed ("the call raised, so it never happened"). Input: outcomes [ok "Read",
# hook_failed "Write"]: expected calls 2 and calls_by_tool {"Read": 1, "Write": 1}; this gives 1
# and {"Read": 1}.
from collections import Counter


def summarize_session(outcomes, end):
    counted = [outcome for outcome in outcomes if outcome.status != "hook_failed"]
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
