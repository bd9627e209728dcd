# Breaks: "a new plain `dict` per call (sharing no `dict` with another call's: the caller may
# change it)". Input: a = summarize_session([], end); a["calls_by_tool"]["Bash"] = 9;
# b = summarize_session([], end) -> b["calls_by_tool"] is the same dict, now {"Bash": 9}.
from collections import Counter

_NO_CALLS = {}  # a session without calls: no need for a new empty dict each time


def summarize_session(outcomes, end):
    by_tool = dict(Counter(o.tool_name for o in outcomes)) if outcomes else _NO_CALLS
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": by_tool,
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
