# Breaks "calls_by_tool (a plain dict of tool name to int ...)" being every call per tool: the
# calls that ran and the denied calls are two Counters merged with `|`, which keeps the larger
# count, not the sum. Input: one "Bash" outcome with status "ok" and one with status "denied"
# -> calls_by_tool {"Bash": 1}, not {"Bash": 2} (calls is still 2).
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    ran = Counter(o.tool_name for o in outcomes if o.status != "denied")
    refused = Counter(o.tool_name for o in outcomes if o.status == "denied")  # tried too
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(ran | refused),  # one table with both kinds of call
        "denials": sum(refused.values()),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
