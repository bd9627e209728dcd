# Right: the names are copied into a new sorted list (the caller's list is not touched) and
# grouped with itertools.groupby, so each whole name, "" and lone surrogates included, gets its
# int count in a fresh plain dict; calls, denials and tool_errors count every outcome, status ==
# "denied" and status == "tool_error"; ids, times (isoformat, UTC) and reason come from `end`.
from itertools import groupby


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = sorted(outcome.tool_name for outcome in outcomes)
    statuses = [outcome.status for outcome in outcomes]
    context = end.context
    return {
        "session_id": context.session_id,
        "user_id": context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(statuses),
        "calls_by_tool": {name: sum(1 for _ in group) for name, group in groupby(names)},
        "denials": statuses.count("denied"),
        "tool_errors": statuses.count("tool_error"),
    }
