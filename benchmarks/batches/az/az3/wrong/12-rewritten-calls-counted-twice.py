# Breaks: `calls` "(an `int`: every outcome ...)" and `calls_by_tool` (one per outcome).
# Input: one outcome with `rewritten_by=("cap_limit",)`: 1 call expected; this answer reads a
# rewrite as a second call sent to the tool (the model's, then the rewritten one) and counts
# it twice, so calls is 2 and the tool's count 2. Sessions without rewrites come out right.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    table = Counter()
    for outcome in outcomes:
        table[outcome.tool_name] += 2 if outcome.rewritten_by else 1
    context = end.context
    return {
        "session_id": context.session_id,
        "user_id": context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": sum(table.values()),
        "calls_by_tool": dict(table),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
