# Wrong: breaks "calls_by_tool ... keyed by the whole name as called ... a name is any text".
# Names that are only whitespace are gathered under "(blank)" via name.isspace(): a tool named
# " " (or "\t", or "\x1c", which str.isspace also counts) is keyed "(blank)". "".isspace() is
# False, so the empty name stays "" and ordinary names pass.
def summarize_session(outcomes, end):
    table = {}
    for outcome in outcomes:
        name = "(blank)" if outcome.tool_name.isspace() else outcome.tool_name
        table[name] = table.get(name, 0) + 1
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": table,
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
