# Wrong: breaks "`calls` (an int: every outcome, ... one stamped before the start or after
# the end ...)": outcomes timed before end.started_at are dropped as leftovers of an earlier
# session. Input: started_at 10:30, one outcome stamped 10:29 -> calls 0, the text wants 1.
# (Outcomes after the end are kept, so a grader testing only "after the end" passes it.)
def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    kept = [outcome for outcome in outcomes if outcome.timestamp >= end.started_at]
    tally = {}
    for outcome in kept:
        tally[outcome.tool_name] = tally.get(outcome.tool_name, 0) + 1
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(kept),
        "calls_by_tool": tally,
        "denials": sum(1 for outcome in kept if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in kept if outcome.status == "tool_error"),
    }
