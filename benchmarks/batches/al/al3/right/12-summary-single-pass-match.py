# Right: one read-only walk counting every outcome as a call and under its exact tool_name (a new
# plain dict of ints); match counts only "denied" and "tool_error". Ids and reason straight from
# end/end.context; times are end's datetimes as isoformat() with +00:00 shown as Z (same instant,
# microseconds kept). Fresh dicts on every call.
def _iso(moment):
    text = moment.isoformat()
    return text[:-6] + "Z" if text.endswith("+00:00") else text


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    calls = 0
    calls_by_tool = {}
    denials = 0
    tool_errors = 0
    for outcome in outcomes:
        calls += 1
        calls_by_tool[outcome.tool_name] = calls_by_tool.get(outcome.tool_name, 0) + 1
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
        "started_at": _iso(end.started_at),
        "ended_at": _iso(end.ended_at),
        "end_reason": end.reason,
        "calls": calls,
        "calls_by_tool": calls_by_tool,
        "denials": denials,
        "tool_errors": tool_errors,
    }
