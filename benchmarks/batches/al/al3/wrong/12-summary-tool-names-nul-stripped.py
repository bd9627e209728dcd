# Breaks: `calls_by_tool` is "keyed by the whole name as called": NUL characters are removed
# from the keys (a database key cannot hold them), which can also merge two tools. Input: two
# outcomes named "a\x00" and "a": calls_by_tool {"a": 2}, must be {"a\x00": 1, "a": 1}.
def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    by_tool = {}
    for outcome in outcomes:
        key = outcome.tool_name.replace("\x00", "")
        by_tool[key] = by_tool.get(key, 0) + 1
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": by_tool,
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
