# Right: one walk over the list, read only (never sorted or emptied): every outcome is a call, its
# whole tool_name keys a fresh plain dict of ints, and a match on the exact status counts "denied"
# and "tool_error" only. Ids, times (isoformat of end's own UTC datetimes) and end.reason come from
# `end` untouched; a new dict is built on every call.


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    by_tool = {}
    calls = denials = tool_errors = 0
    for outcome in outcomes:
        calls += 1
        by_tool[outcome.tool_name] = by_tool.get(outcome.tool_name, 0) + 1
        match outcome.status:
            case "denied":
                denials += 1
            case "tool_error":
                tool_errors += 1
            case _:
                pass
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": calls,
        "calls_by_tool": by_tool,
        "denials": denials,
        "tool_errors": tool_errors,
    }
