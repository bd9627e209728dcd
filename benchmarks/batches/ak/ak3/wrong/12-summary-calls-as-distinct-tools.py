# Breaks: "calls (an int: every outcome ...)". Takes calls from the tally, as the number of its
# keys (a slip for the sum of its values). Input: two ok outcomes of "Read" (different ids):
# expected calls 2; this gives 1. Right whenever every tool is called once.
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
        "calls": len(calls_by_tool),
        "calls_by_tool": dict(calls_by_tool),
        "denials": sum(1 for outcome in counted if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in counted if outcome.status == "tool_error"),
    }
