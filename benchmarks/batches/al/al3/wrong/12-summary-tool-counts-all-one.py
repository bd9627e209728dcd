# Breaks: `calls_by_tool` is "a plain dict of tool name to int" counting every call: the loop
# was tidied into a comprehension that reads the tally it is still building, so every tool
# counts 1. Input: two outcomes of tool "lookup_user": calls_by_tool {"lookup_user": 1}
# where it must be 2 (calls is still 2).
def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    tally = {}
    tally = {outcome.tool_name: tally.get(outcome.tool_name, 0) + 1 for outcome in outcomes}
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
