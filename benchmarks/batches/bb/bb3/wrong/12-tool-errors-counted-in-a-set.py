# Breaks "two equal outcomes (the same call recorded twice)" are two calls, for tool_errors: the
# failed calls are gathered in a set comprehension, so two equal tool_error outcomes (or one
# outcome listed twice) count once. outcomes = [err, err] (status "tool_error") -> tool_errors 1, not 2.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    failed = {outcome for outcome in outcomes if outcome.status == "tool_error"}
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": len(failed),
    }
