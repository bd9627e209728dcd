# Wrong: breaks "calls_by_tool (... every tool is there, however many)" in practice: each
# outcome rebuilds the list of all names and counts it, O(n^2). Input: 200,000 outcomes
# with distinct tool names: about 20 minutes here (4,000 take 0.44 s; a single pass takes
# milliseconds), so no grader timeout sees a summary.
def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    by_tool = {}
    for outcome in outcomes:
        names = [other.tool_name for other in outcomes]
        by_tool[outcome.tool_name] = names.count(outcome.tool_name)
    statuses = [outcome.status for outcome in outcomes]
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": by_tool,
        "denials": statuses.count("denied"),
        "tool_errors": statuses.count("tool_error"),
    }
