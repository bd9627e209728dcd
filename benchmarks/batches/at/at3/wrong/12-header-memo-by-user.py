# Breaks "session_id and user_id (end.context's own fields ...)". Input: summarize_session([],
# end1) with end1.context = HookContext("u_004", "free", "s_001"), then summarize_session([], end2)
# with HookContext("u_004", "free", "s_002"): the id header is memoised per user, so the second
# summary says "session_id": "s_001".
from collections import Counter

_HEADER_BY_USER = {}


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    context = end.context
    header = _HEADER_BY_USER.setdefault(
        context.user_id, {"session_id": context.session_id, "user_id": context.user_id}
    )
    return {
        **header,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
