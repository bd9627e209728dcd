# Right: tool names are counted on a sorted copy (the caller's list is not touched) by
# bisecting each run of equal names, so every name, "" and odd characters included, is a key
# of a new plain dict; denials/tool_errors compare status exactly; the times are isoformat()
# of end's own UTC datetimes (always with the microseconds: same instant); ids from end.context.
from bisect import bisect_right


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = sorted(outcome.tool_name for outcome in outcomes)
    calls_by_tool = {}
    start = 0
    while start < len(names):
        stop = bisect_right(names, names[start], start)
        calls_by_tool[names[start]] = stop - start
        start = stop
    statuses = [outcome.status for outcome in outcomes]
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(timespec="microseconds"),
        "ended_at": end.ended_at.isoformat(timespec="microseconds"),
        "end_reason": end.reason,
        "calls": len(statuses),
        "calls_by_tool": calls_by_tool,
        "denials": statuses.count("denied"),
        "tool_errors": statuses.count("tool_error"),
    }
