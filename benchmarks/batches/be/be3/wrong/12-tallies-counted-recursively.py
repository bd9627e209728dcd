# Wrong: breaks "calls (an int: every outcome ...)" and "every tool is there, however
# many": the tallies are computed by recursion over the list, one frame per outcome.
# Input: 1500 outcomes of one tool (any status): RecursionError instead of a summary.
def _tally(outcomes, index=0):
    if index == len(outcomes):
        return {}, 0, 0
    by_tool, denials, tool_errors = _tally(outcomes, index + 1)
    outcome = outcomes[index]
    by_tool[outcome.tool_name] = by_tool.get(outcome.tool_name, 0) + 1
    return by_tool, denials + (outcome.status == "denied"), tool_errors + (outcome.status == "tool_error")


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    by_tool, denials, tool_errors = _tally(outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": by_tool,
        "denials": int(denials),
        "tool_errors": int(tool_errors),
    }
