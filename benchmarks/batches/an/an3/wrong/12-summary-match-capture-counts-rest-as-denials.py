# Breaks "`denials` (an `int`: how many outcomes have `status == "denied"`)": the last case
# names a module constant, which `match` reads as a capture pattern matching anything, so
# every status but "ok" and "tool_error" is counted as a denial. Input: one outcome each of
# "invalid", "hook_failed", "refused_by_host": denials 3; expected 0.
from collections import Counter

DENIED = "denied"


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = Counter(o.tool_name for o in outcomes)
    denials = tool_errors = 0
    for outcome in outcomes:
        match outcome.status:
            case "ok":
                pass
            case "tool_error":
                tool_errors += 1
            case DENIED:
                denials += 1
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(names),
        "denials": denials,
        "tool_errors": tool_errors,
    }
