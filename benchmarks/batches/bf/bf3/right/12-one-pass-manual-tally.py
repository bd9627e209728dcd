# Right: one pass over the list (not changed), a new dict per call for the table and for the
# summary; dict.get(name, 0) + 1 keeps every name whole as a key (the empty one too), and the
# two status counters test == "denied" and == "tool_error" only. Times are isoformat() of
# end's own (UTC) datetimes; ids and reason come from end.context and end.reason untouched.
def summarize_session(outcomes, end):
    table = {}
    denials = 0
    tool_errors = 0
    for outcome in outcomes:
        table[outcome.tool_name] = table.get(outcome.tool_name, 0) + 1
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
        "calls": sum(table.values()),
        "calls_by_tool": table,
        "denials": denials,
        "tool_errors": tool_errors,
    }
