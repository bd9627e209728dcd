# Right: one read-only pass fills a fresh plain dict keyed by whole tool names ("" and surrogates
# included) and two ints matching "denied" and "tool_error" exactly; ids are end.context's fields,
# end_reason is end.reason as it is, and both times are written field by field with microseconds
# and the "+0000" offset the text allows here (an end before the start is written as it is).


def _stamp(moment):
    return "{:04d}-{:02d}-{:02d}T{:02d}:{:02d}:{:02d}.{:06d}+0000".format(
        moment.year, moment.month, moment.day, moment.hour, moment.minute, moment.second, moment.microsecond
    )


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    by_tool = {}
    denials = tool_errors = 0
    for outcome in outcomes:
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
        "started_at": _stamp(end.started_at),
        "ended_at": _stamp(end.ended_at),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": by_tool,
        "denials": denials,
        "tool_errors": tool_errors,
    }
