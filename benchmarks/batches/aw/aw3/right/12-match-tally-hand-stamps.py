# Right: one pass over the list (read only) with a fresh plain dict built per call; every outcome is
# a call and adds 1 under its whole tool_name (dict.get, so "" and lone surrogates are keys too);
# a `match` on status counts exactly "denied" and exactly "tool_error" (nothing else). Ids and reason
# are end.context's / end's own, untouched. Times are written by hand from end's UTC fields with a
# 4-digit year, the full microseconds and the "+0000" offset this exercise accepts, so any year
# 1-9999 and an end before the start are written as they are.
def _stamp(moment):
    return (
        f"{moment.year:04d}-{moment.month:02d}-{moment.day:02d}"
        f"T{moment.hour:02d}:{moment.minute:02d}:{moment.second:02d}.{moment.microsecond:06d}+0000"
    )


def summarize_session(outcomes, end):
    by_tool = {}
    denials = tool_errors = 0
    for outcome in outcomes:
        by_tool[outcome.tool_name] = by_tool.get(outcome.tool_name, 0) + 1
        match outcome.status:
            case "denied":
                denials += 1
            case "tool_error":
                tool_errors += 1
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": _stamp(end.started_at),
        "ended_at": _stamp(end.ended_at),
        "end_reason": end.reason,
        "calls": sum(by_tool.values()),
        "calls_by_tool": by_tool,
        "denials": denials,
        "tool_errors": tool_errors,
    }
