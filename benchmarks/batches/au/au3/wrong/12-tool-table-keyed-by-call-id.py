# Breaks "Two outcomes with the same tool_use_id are two calls, and so are two equal outcomes" for
# calls_by_tool: the table is counted from a dict keyed by tool_use_id (one entry per call id). Input: two
# outcomes with tool_use_id "" (two malformed blocks, names "a" and "b"), or one call recorded twice ->
# calls is 2 but calls_by_tool is {"b": 1} / {"lookup_user": 1}.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    latest_name = {outcome.tool_use_id: outcome.tool_name for outcome in outcomes}
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(latest_name.values())),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
