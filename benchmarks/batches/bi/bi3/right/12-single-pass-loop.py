# Right: one pass over `outcomes` without changing it; a fresh plain dict and a fresh plain
# tool table each call; every outcome is a call and is keyed by its whole tool_name ("" too);
# denials and tool_errors count the exact statuses "denied" / "tool_error" only; ids, reason
# and times come from `end` as it holds them (isoformat of the UTC datetimes).
def summarize_session(outcomes, end):
    by_tool = {}
    calls = denials = tool_errors = 0
    for outcome in outcomes:
        calls += 1
        by_tool[outcome.tool_name] = by_tool.get(outcome.tool_name, 0) + 1
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
        "calls": calls,
        "calls_by_tool": by_tool,
        "denials": denials,
        "tool_errors": tool_errors,
    }
