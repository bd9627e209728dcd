# Breaks "session_id and user_id (end.context's own fields ...)" and "each context.session_id is
# end.context.session_id, whatever else its context holds, another user_id too": user_id is the
# one most outcomes carry. Input: end.context.user_id "u_004", two outcomes of the same session
# whose context.user_id is "u_999" -> user_id "u_999".
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    acting = Counter(o.context.user_id for o in outcomes)  # who actually made the calls
    user_id = acting.most_common(1)[0][0] if acting else end.context.user_id
    return {
        "session_id": end.context.session_id,
        "user_id": user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }
