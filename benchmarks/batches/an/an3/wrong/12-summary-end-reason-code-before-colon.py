# Breaks "`end_reason` (`end.reason` as it is, at any length ...)": only the code before the
# first ":" is kept, the detail after it is dropped. Input: SessionEnd(..., reason=
# "error: model timed out"): end_reason "error"; expected "error: model timed out".
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = Counter(o.tool_name for o in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason.split(":", 1)[0],  # "max_tokens", "error", ...: the code
        "calls": len(outcomes),
        "calls_by_tool": dict(names),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
