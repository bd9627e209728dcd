# Right: one walk over the list (never changed), counting every outcome in `calls`, each whole tool name
# (even "") in a fresh plain dict, status "denied" alone in denials and "tool_error" alone in tool_errors (match
# compares by ==); the ids and reason are end.context's and end's own fields; the times are isoformat() of
# end's UTC datetimes (to the microsecond, "+00:00"), whatever their order. A new dict each call.
def summarize_session(outcomes, end):
    calls_by_tool = {}
    denials = tool_errors = 0
    for outcome in outcomes:
        calls_by_tool[outcome.tool_name] = calls_by_tool.get(outcome.tool_name, 0) + 1
        match outcome.status:
            case "denied":
                denials += 1
            case "tool_error":
                tool_errors += 1
            case _:
                pass
    context = end.context
    return {
        "session_id": context.session_id,
        "user_id": context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": calls_by_tool,
        "denials": denials,
        "tool_errors": tool_errors,
    }
