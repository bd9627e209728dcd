# Breaks "session_id and user_id (end.context's own fields ...)". Input: an end whose context is
# HookContext("Alice@Example.COM", "premium", "s_042"): user ids are treated as case-insensitive
# e-mail addresses and casefolded, so user_id is "alice@example.com".
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id.casefold(),  # one spelling per person across sessions
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
