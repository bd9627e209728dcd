# Breaks "denials (an int: how many outcomes have status == "denied" ...)" and "a
# "refused_by_host" outcome is a call, neither a denial nor a tool error". Input: one outcome with
# status "refused_by_host" and decided_by "no approver" (an Ask nobody could answer): counted as a
# denial, so denials is 1 (expected 0).
from collections import Counter


def _denied(outcome):
    # no approver means deny: count those too, whatever the host wrote down
    return outcome.status == "denied" or outcome.decided_by == "no approver"


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(1 for o in outcomes if _denied(o)),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
