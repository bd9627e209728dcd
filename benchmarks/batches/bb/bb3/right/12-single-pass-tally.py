# One pass over the caller's list (read only, never reordered), counting every outcome as a call
# whatever its status, time or id; calls_by_tool is a fresh plain dict keyed by the whole name
# (dict.get + 1, "" and any text included); denials and tool_errors compare status exactly.
# Ids and end_reason come from end itself; times are end's own UTC instants written with "Z".
def _iso(moment):
    return moment.replace(tzinfo=None).isoformat() + "Z"


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    by_tool = {}
    calls = denials = tool_errors = 0
    for outcome in outcomes:
        calls += 1
        name = outcome.tool_name
        by_tool[name] = by_tool.get(name, 0) + 1
        if outcome.status == "denied":
            denials += 1
        elif outcome.status == "tool_error":
            tool_errors += 1
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
