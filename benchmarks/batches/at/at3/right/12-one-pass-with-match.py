# Right: one pass over the list (never changed) counts every outcome as a call, its whole tool name
# ("" too) in a fresh plain dict, and denials / tool errors by exact status with match; ids and
# reason come from end and end.context as they are; the times are written from their parts with a
# 4-digit year, the microseconds and +0000 (allowed here). A new dict is built on every call.


def _iso(when):
    return "%04d-%02d-%02dT%02d:%02d:%02d.%06d+0000" % (
        when.year, when.month, when.day, when.hour, when.minute, when.second, when.microsecond,
    )


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    calls = denials = tool_errors = 0
    by_tool = {}
    for outcome in outcomes:
        calls += 1
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
        "started_at": _iso(end.started_at),
        "ended_at": _iso(end.ended_at),
        "end_reason": end.reason,
        "calls": calls,
        "calls_by_tool": by_tool,
        "denials": denials,
        "tool_errors": tool_errors,
    }
