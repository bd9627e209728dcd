# Breaks "calls_by_tool (... Bash is neither bash nor "Bash " ...)": names are stripped of
# surrounding whitespace, so calls to "Bash " and "Bash" are counted as {"Bash": 2}.
from collections import Counter


def summarize_session(outcomes, end):
    tools = Counter(outcome.tool_name.strip() for outcome in outcomes)
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
