# Breaks: "tool_errors (an int: how many have status == "tool_error" ...)": outcomes, not tools.
# It counts the tools that failed: two "tool_error" outcomes of lookup_user (ids toolu_1 and
# toolu_2) give tool_errors 1 instead of 2.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    tools = Counter(outcome.tool_name for outcome in outcomes)
    broken = {o.tool_name for o in outcomes if o.status == "tool_error"}  # which tools failed
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(tools),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": len(broken),
    }
