# Breaks: "calls_by_tool (..., keyed by the whole name as called ...)". Files every "invalid"
# outcome (a malformed block) under one "<invalid>" key instead of its name. Input: an "invalid"
# outcome named "Bash": expected {"Bash": 1}; this gives {"<invalid>": 1}.
from collections import Counter


def summarize_session(outcomes, end):
    counted = outcomes
    calls_by_tool = Counter(("<invalid>" if outcome.status == "invalid" else outcome.tool_name) for outcome in counted)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(counted),
        "calls_by_tool": dict(calls_by_tool),
        "denials": sum(1 for outcome in counted if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in counted if outcome.status == "tool_error"),
    }
