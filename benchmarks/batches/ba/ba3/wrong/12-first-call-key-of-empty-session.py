# Breaks "Returns: a new plain dict per call" for a session with no calls ("`calls` (an int: every
# outcome ...)", 0 included): an extra `first_call_at` key reads outcomes[0]. Input: outcomes=[]
# with any SessionEnd -> IndexError instead of a summary with calls 0.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "first_call_at": outcomes[0].timestamp.isoformat(),  # time to first action
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }
