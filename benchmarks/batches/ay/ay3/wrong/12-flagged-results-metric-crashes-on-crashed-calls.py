# Breaks: "`calls` (an `int`: every outcome, denied and failed ones too ...)": the function
# must return a summary for every list of the six statuses. An extra metric reads each
# result's is_error flag; a "hook_failed" outcome has result None, so a session holding one
# makes summarize_session raise AttributeError ('NoneType' object has no attribute 'get').
from collections import Counter


def summarize_session(outcomes, end):
    context = end.context
    return {
        "session_id": context.session_id,
        "user_id": context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
        "results_flagged": sum(bool(outcome.result.get("is_error")) for outcome in outcomes),
    }
