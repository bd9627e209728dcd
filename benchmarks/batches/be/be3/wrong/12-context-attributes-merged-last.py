# Wrong: breaks "session_id and user_id (end.context's own fields, not attributes named
# like them)": the context's attributes are spread into the summary after the fields, so
# an attribute of the same name wins. Input: end.context = HookContext("u_004", "free",
# "s_001", {"session_id": "s_other", "user_id": "u_x"}): session_id "s_other", user_id "u_x".
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
    return {**summary, **end.context.attributes}  # org id, plan limits... for the dashboard
