# Breaks "calls_by_tool (... every tool is there, however many ...)": the table keeps the ten
# busiest tools (most_common(10)), so a session calling 11 different tools once each has
# one tool missing from calls_by_tool (calls is still 11).
from collections import Counter


def summarize_session(outcomes, end):
    tools = Counter(outcome.tool_name for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(tools.most_common(10)),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
