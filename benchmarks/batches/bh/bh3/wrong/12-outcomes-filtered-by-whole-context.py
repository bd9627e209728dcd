# Wrong: breaks "`outcomes` are this session's own (... whatever else its `context` holds, another
# `user_id` too)" and "`calls` (... every outcome ...)": only outcomes whose whole context equals
# end.context are kept. Input: end for ("u_004", "s_001"), one outcome with context ("u_007",
# "premium", "s_001") -> calls 0 and calls_by_tool {}, the text wants 1.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    mine = [outcome for outcome in outcomes if outcome.context == end.context]
    by_tool = Counter(outcome.tool_name for outcome in mine)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(mine),
        "calls_by_tool": dict(by_tool),
        "denials": sum(1 for outcome in mine if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in mine if outcome.status == "tool_error"),
    }
