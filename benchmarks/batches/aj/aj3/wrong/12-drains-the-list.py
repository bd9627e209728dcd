# Breaks: "leave it as it arrived" and "Each call counts it as it is then" (Returns, ex. 12). The outcomes
# are popped as they are counted: after summarize_session(outcomes, end) the caller's list is empty, and
# a second call with the same list (and end) returns calls 0 and calls_by_tool {}.


def summarize_session(outcomes, end):
    calls, denials, tool_errors, by_tool = 0, 0, 0, {}
    while outcomes:
        outcome = outcomes.pop()
        calls += 1
        by_tool[outcome.tool_name] = by_tool.get(outcome.tool_name, 0) + 1
        denials += outcome.status == "denied"
        tool_errors += outcome.status == "tool_error"
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
