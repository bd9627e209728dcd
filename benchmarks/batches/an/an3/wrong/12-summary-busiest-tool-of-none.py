# Breaks "with these keys (others may be there ...)" for a session with no calls (`calls`
# counts every outcome, none too): an extra key names the busiest tool with max(), which
# raises on an empty table. Input: outcomes=[]: ValueError ("max() arg is an empty
# sequence"); expected a summary with calls 0 and calls_by_tool {}.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = Counter(o.tool_name for o in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(names),
        "busiest_tool": max(names, key=names.__getitem__),  # for the dashboard
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
