# Breaks: "`started_at` ... (`end.started_at.isoformat()`: in UTC, as `end` holds them ...)" with
# "one stamped before the start" still a call: the start is moved back to an earlier outcome (clock
# skew). Input: end.started_at 10:30:00, one outcome stamped 10:29:00 -> started_at "...T10:29:00+00:00";
# expected "...T10:30:00+00:00".
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    started = min([end.started_at, *(o.timestamp for o in outcomes)])
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": started.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }
