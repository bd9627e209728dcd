# Wrong: "outcomes is a list ...; leave it as it arrived". For a "recent_tools" extra key it
# reverses the caller's list in place (newest first): after summarize_session([a, b], end)
# the caller's list is [b, a]. (A time-sorted list is changed too, unlike a sort in place.)
from collections import Counter


def summarize_session(outcomes, end):
    outcomes.reverse()  # newest first
    recent = [outcome.tool_name for outcome in outcomes[:3]]
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
        "recent_tools": recent,
    }
