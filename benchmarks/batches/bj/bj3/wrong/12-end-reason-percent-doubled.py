# Breaks: "end_reason (end.reason as it is ...)". Input: a SessionEnd with
# reason="budget 100% used" (any "%"): each "%" is doubled so the reason can go to logging
# as a format string, and the summary says "100%%". Reasons without "%" pass.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason.replace("%", "%%"),
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
