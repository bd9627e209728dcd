# Breaks "`user_id` (`end.context`'s own fields ...)" with "each `context.session_id` is
# `end.context.session_id`, whatever else its `context` holds, another `user_id` too": the
# latest call's user is taken as the session's. Input: end.context.user_id "u_004", last
# outcome's context.user_id "u_009": user_id "u_009"; expected "u_004".
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = Counter(o.tool_name for o in outcomes)
    user = outcomes[-1].context.user_id if outcomes else end.context.user_id  # who is on now
    return {
        "session_id": end.context.session_id,
        "user_id": user,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(names),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
