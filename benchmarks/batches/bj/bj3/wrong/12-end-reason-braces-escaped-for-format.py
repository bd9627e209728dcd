# Breaks: "end_reason (end.reason as it is, at any length ...)". Input: a SessionEnd whose
# reason holds a brace, e.g. reason="hook {no_force_push} stopped the turn": braces are
# doubled for a later str.format, so the summary says "{{no_force_push}}". "end_turn" passes.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    reason = end.reason.replace("{", "{{").replace("}", "}}")  # safe for the report template
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
