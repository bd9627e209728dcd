# Right: one read-only pass over the list as it is now (no sort, no pop, nothing cached), every outcome a
# call under its whole tool name ("" too) in a fresh plain dict; denials only status "denied", tool errors
# only "tool_error" (match on the status). Ids and reason straight from end.context / end.reason; times are
# end's own datetimes, always with 6-digit microseconds and +00:00 (same instant, even an end before start).


def summarize_session(outcomes, end):
    calls, denials, tool_errors = 0, 0, 0
    by_tool = {}
    for outcome in outcomes:
        calls += 1
        by_tool[outcome.tool_name] = by_tool.get(outcome.tool_name, 0) + 1
        match outcome.status:
            case "denied":
                denials += 1
            case "tool_error":
                tool_errors += 1
    context = end.context
    return {
        "session_id": context.session_id,
        "user_id": context.user_id,
        "started_at": end.started_at.isoformat(timespec="microseconds"),
        "ended_at": end.ended_at.isoformat(timespec="microseconds"),
        "end_reason": end.reason,
        "calls": calls,
        "calls_by_tool": by_tool,
        "denials": denials,
        "tool_errors": tool_errors,
    }
