# Wrong: breaks "`calls` (an int: every outcome, ... and one with an empty `tool_use_id` or
# `tool_name`, a malformed block's)": outcomes with no tool_use_id are skipped as "not a real
# call", in every count. Input: one outcome with tool_use_id "" (status "ok", tool "Read")
# -> calls 0 and calls_by_tool {}, the text wants 1 and {"Read": 1}.
def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    real = [outcome for outcome in outcomes if outcome.tool_use_id]
    tally = {}
    for outcome in real:
        tally[outcome.tool_name] = tally.get(outcome.tool_name, 0) + 1
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(real),
        "calls_by_tool": tally,
        "denials": sum(1 for outcome in real if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in real if outcome.status == "tool_error"),
    }
