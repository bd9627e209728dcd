# Right: one pass over the (unchanged) list into a fresh plain dict keyed by the whole tool name ("" too),
# nothing shared between calls; calls counts every outcome, denials only status "denied", tool_errors only
# "tool_error". Identity and end_reason from end itself; times are end's own isoformat() (UTC, +00:00,
# years 1-9999, an end before the start kept as it is).


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    per_tool = {}
    calls = denials = tool_errors = 0
    for outcome in outcomes:
        calls += 1
        name = outcome.tool_name
        per_tool[name] = per_tool.get(name, 0) + 1
        match outcome.status:
            case "denied":
                denials += 1
            case "tool_error":
                tool_errors += 1
            case _:
                pass
    summary = dict(
        session_id=end.context.session_id,
        user_id=end.context.user_id,
        started_at=end.started_at.isoformat(),
        ended_at=end.ended_at.isoformat(),
        end_reason=end.reason,
        calls=calls,
        calls_by_tool=per_tool,
        denials=denials,
        tool_errors=tool_errors,
    )
    return summary
