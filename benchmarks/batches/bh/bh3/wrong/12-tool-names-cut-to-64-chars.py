# Wrong: breaks "`calls_by_tool` (... keyed by the whole name as called ...)": names are cut
# to the API's 64-character tool-name limit. Input: one outcome whose tool_name is
# "mcp__" + "x" * 80 -> its key is the first 64 characters, the text wants the whole name
# (and two long names sharing 64 leading characters merge into one key).
def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    tally = {}
    for outcome in outcomes:
        name = outcome.tool_name[:64]
        tally[name] = tally.get(name, 0) + 1
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": tally,
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
