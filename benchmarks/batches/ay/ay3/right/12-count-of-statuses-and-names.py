# Right: names and statuses read once into new lists; calls_by_tool counts each distinct
# whole name with list.count (a new plain dict, "" included); denials and tool_errors are
# exact-status counts; times are str(datetime) with the first space made a "T" (same as
# isoformat: zero-padded year, +00:00, fraction kept).
from operator import countOf


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = [outcome.tool_name for outcome in outcomes]
    statuses = [outcome.status for outcome in outcomes]
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": str(end.started_at).replace(" ", "T", 1),
        "ended_at": str(end.ended_at).replace(" ", "T", 1),
        "end_reason": end.reason,
        "calls": len(statuses),
        "calls_by_tool": {name: names.count(name) for name in dict.fromkeys(names)},
        "denials": countOf(statuses, "denied"),
        "tool_errors": countOf(statuses, "tool_error"),
    }
