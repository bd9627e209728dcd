# Breaks: calls_by_tool "keyed by the whole name as called ... every tool is there" (Returns, ex. 12),
# with calls counting "one with an empty ... tool_name, a malformed block's". Invalid outcomes are counted
# in calls but kept out of the per-tool table, as tools that do not exist: [ok lookup_user, invalid
# "no_such_tool"] gives calls 2 and calls_by_tool {"lookup_user": 1}, without "no_such_tool": 1.
from collections import Counter


def summarize_session(outcomes, end):
    real_tools = Counter(o.tool_name for o in outcomes if o.status != "invalid")  # malformed: no tool ran
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(real_tools),
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }
