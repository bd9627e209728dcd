# Right: one loop over the caller's list (not changed, not kept) fills a fresh plain dict
# of exact tool names and two int tallies by exact status ("denied", "tool_error");
# calls is len(outcomes); ids, reason and times come from end itself (isoformat of the
# UTC datetimes it holds); every call builds new dicts, nothing is cached.
def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    by_tool = {}
    denials = tool_errors = 0
    for outcome in outcomes:
        name = outcome.tool_name
        by_tool[name] = by_tool.get(name, 0) + 1
        if outcome.status == "denied":
            denials += 1
        elif outcome.status == "tool_error":
            tool_errors += 1
    context = end.context
    return {
        "session_id": context.session_id,
        "user_id": context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": by_tool,
        "denials": denials,
        "tool_errors": tool_errors,
    }
