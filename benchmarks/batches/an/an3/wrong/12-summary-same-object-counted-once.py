# Breaks "so are two equal outcomes (the same call recorded twice)": an outcome object that
# appears twice in the list (an observer registered twice appends it twice) is counted once.
# Input: o = one ok outcome of "lookup_user"; outcomes=[o, o]: calls 1, calls_by_tool
# {"lookup_user": 1}; expected 2 and {"lookup_user": 2}. (Equal but distinct copies count.)
def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    seen = set()
    calls_by_tool = {}
    calls = denials = tool_errors = 0
    for outcome in outcomes:
        if id(outcome) in seen:
            continue  # the very same record appended twice
        seen.add(id(outcome))
        calls += 1
        calls_by_tool[outcome.tool_name] = calls_by_tool.get(outcome.tool_name, 0) + 1
        denials += outcome.status == "denied"
        tool_errors += outcome.status == "tool_error"
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": calls,
        "calls_by_tool": calls_by_tool,
        "denials": int(denials),
        "tool_errors": int(tool_errors),
    }
