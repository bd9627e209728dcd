# Breaks: "end_reason (end.reason as it is ...)". When the last call's Pre hook crashed, the
# summary says so instead: outcomes ending with a "hook_failed" outcome and end.reason
# "end_turn" give end_reason "hook_failed".
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    reason = end.reason
    if outcomes and outcomes[-1].status == "hook_failed":  # it did not really end its turn
        reason = "hook_failed"
    statuses = Counter(o.status for o in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
