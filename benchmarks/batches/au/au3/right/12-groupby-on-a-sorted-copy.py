# Right: sorts a *copy* of the names (sorted(), the caller's list untouched) and groups equal names with
# itertools.groupby, so every exact name gets its count; the result dict is built per call. `calls` is the
# sum of that table (every outcome has one name, "" included); statuses are compared exactly. Times: naive
# UTC isoformat + "Z" (same instant, microseconds kept, years 1 to 9999 padded by isoformat).
from itertools import groupby


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = sorted(outcome.tool_name for outcome in outcomes)
    calls_by_tool = {name: sum(1 for _ in group) for name, group in groupby(names)}
    statuses = [outcome.status for outcome in outcomes]
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.replace(tzinfo=None).isoformat() + "Z",
        "ended_at": end.ended_at.replace(tzinfo=None).isoformat() + "Z",
        "end_reason": end.reason,
        "calls": sum(calls_by_tool.values()),
        "calls_by_tool": calls_by_tool,
        "denials": statuses.count("denied"),
        "tool_errors": statuses.count("tool_error"),
    }
