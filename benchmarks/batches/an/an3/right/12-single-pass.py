# Right: one walk over the list (never changed), counting every outcome as a call, each
# tool by its exact name in a fresh plain dict, "denied" and "tool_error" by status only;
# ids from end.context's own fields, times as end holds them (isoformat), the reason as is;
# nothing is cached, so each call counts the list as it is then.
def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    calls_by_tool = {}
    denials = tool_errors = 0
    for outcome in outcomes:
        name = outcome.tool_name
        calls_by_tool[name] = calls_by_tool.get(name, 0) + 1
        if outcome.status == "denied":
            denials += 1
        elif outcome.status == "tool_error":
            tool_errors += 1
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": calls_by_tool,
        "denials": denials,
        "tool_errors": tool_errors,
    }
