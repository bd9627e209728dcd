# Breaks "calls_by_tool (a plain dict of tool name to int, keyed by the whole name as called)".
# Input: two outcomes named "lookup_user", the second's name built at run time ("".join(["lookup",
# "_user"]), an equal but distinct str): names are compared with `is` (tool names are usually
# interned), so calls_by_tool is {"lookup_user": 1} while calls is 2.
def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = [o.tool_name for o in outcomes]
    calls_by_tool = {}
    for name in dict.fromkeys(names):  # distinct names, in order of first call
        calls_by_tool[name] = sum(1 for other in names if other is name)  # identity: cheap
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": calls_by_tool,
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
