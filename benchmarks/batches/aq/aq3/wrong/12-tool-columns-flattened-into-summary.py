# Breaks: "with these keys (others may be there and are not graded): ... `calls` (an `int`: every outcome ...)":
# the graded keys must keep their values. Input: outcomes for tools "calls" (1 call) and "Bash" (2 calls): the
# per-tool columns added for the dashboard overwrite summary["calls"] with 1 (it should be 3); a tool named
# "denials", "user_id" or "session_id" overwrites those keys the same way.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    by_tool = dict(Counter(outcome.tool_name for outcome in outcomes))
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": by_tool,
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
    summary.update(dict(by_tool))  # one column per tool, flat, for the CSV export
    return summary
