# Breaks "Returns: a new plain dict ... calls (an int: every outcome ...)" for a session with no outcome:
# `calls` is only the last value of enumerate's counter, never bound when the list is empty. Input:
# summarize_session([], end) raises UnboundLocalError instead of returning calls 0; any non-empty list is right.


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    calls_by_tool = {}
    denials = tool_errors = 0
    for calls, outcome in enumerate(outcomes, start=1):
        calls_by_tool[outcome.tool_name] = calls_by_tool.get(outcome.tool_name, 0) + 1
        denials += outcome.status == "denied"
        tool_errors += outcome.status == "tool_error"
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": calls,
        "calls_by_tool": calls_by_tool,
        "denials": denials,
        "tool_errors": tool_errors,
    }
