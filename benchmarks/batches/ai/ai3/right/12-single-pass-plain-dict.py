# Right: one read-only pass builds a fresh plain dict of whole tool names ("" included) and int tallies by == on
# status (denied; tool_error only; refused_by_host/invalid/hook_failed count only as calls); calls = every
# outcome. Ids and reason from end.context / end.reason as they are; times are isoformat() of end's own UTC
# datetimes (padded year, microseconds, +00:00), kept in end's order even when the end is before the start.
def summarize_session(outcomes, end):
    per_tool = {}
    calls = denials = tool_errors = 0
    for outcome in outcomes:
        calls += 1
        per_tool[outcome.tool_name] = per_tool.get(outcome.tool_name, 0) + 1
        if outcome.status == "denied":
            denials += 1
        elif outcome.status == "tool_error":
            tool_errors += 1
    context = end.context
    return dict(
        session_id=context.session_id,
        user_id=context.user_id,
        started_at=end.started_at.isoformat(),
        ended_at=end.ended_at.isoformat(),
        end_reason=end.reason,
        calls=calls,
        calls_by_tool=per_tool,
        denials=denials,
        tool_errors=tool_errors,
    )
