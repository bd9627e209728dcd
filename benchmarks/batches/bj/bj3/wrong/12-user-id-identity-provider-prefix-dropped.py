# Breaks: "session_id and user_id (end.context's own fields ...)", written as they are.
# Input: a context with user_id "auth0|64f1c2" (an OAuth provider's subject, "provider|id"):
# the summary says "64f1c2". User ids without "|" (u_004) pass.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    user = end.context.user_id.split("|", 1)[-1]  # "auth0|abc" -> "abc": the provider is noise
    return {
        "session_id": end.context.session_id,
        "user_id": user,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
