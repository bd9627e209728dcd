# Right: one pass over the list (never changed) with a `match` on the exact status strings: "denied" counts
# a denial, "tool_error" a tool error, every other status only a call; each name is a key as it is ("" and
# lone surrogates too) in a dict built fresh on every call, values ints. Ids and reason come from `end`
# itself; times are end's own isoformat() (UTC, +00:00, microseconds kept), even when the end is earlier.


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    table = {}
    calls = denials = tool_errors = 0
    for outcome in outcomes:
        calls += 1
        table[outcome.tool_name] = table.get(outcome.tool_name, 0) + 1
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
        "calls": calls,
        "calls_by_tool": table,
        "denials": denials,
        "tool_errors": tool_errors,
    }
