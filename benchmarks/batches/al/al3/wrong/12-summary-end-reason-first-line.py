# Breaks: `end_reason` is "`end.reason` as it is, at any length": only its first line is kept
# so the summary stays one tidy line. Input: end.reason "error\nTraceback: ..." (or any reason
# holding "\n" or "\u2028"): end_reason is "error".
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    reason = end.reason.splitlines()[0] if end.reason else end.reason
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
