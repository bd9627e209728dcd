# Breaks: "Returns: a new plain `dict` per call ... with these keys" (ex. 12): calls_by_tool, denials and
# tool_errors must be there for every session. A session with no calls returns early without them:
# summarize_session([], end) has no "calls_by_tool", "denials" or "tool_errors" key.
from collections import Counter


def summarize_session(outcomes, end):
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
    }
    if not outcomes:
        return summary  # nothing was called: nothing more to count
    summary["calls_by_tool"] = dict(Counter(outcome.tool_name for outcome in outcomes))
    summary["denials"] = sum(outcome.status == "denied" for outcome in outcomes)
    summary["tool_errors"] = sum(outcome.status == "tool_error" for outcome in outcomes)
    return summary
