# Wrong: breaks "calls_by_tool (... keyed by the whole name as called: ... Bash is neither
# bash nor "Bash ")": names are lower-cased so that case variants add up. Input: one
# outcome with tool_name "Bash": calls_by_tool is {"bash": 1}, not {"Bash": 1}.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    tools = Counter(outcome.tool_name.lower() for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(tools),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
