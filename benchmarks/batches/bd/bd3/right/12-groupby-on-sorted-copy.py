# Right: a new dict each call; the times and reason straight from end; calls is the length of
# the list; the tool table groups a sorted *copy* of the whole names (the caller's list is not
# touched) into a plain dict of ints, "" and any text included; denials and tool_errors count
# the exact statuses "denied" and "tool_error" only.
from itertools import groupby


def summarize_session(outcomes, end):
    names = sorted(outcome.tool_name for outcome in outcomes)
    statuses = [outcome.status for outcome in outcomes]
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(statuses),
        "calls_by_tool": {name: sum(1 for _ in run) for name, run in groupby(names)},
        "denials": statuses.count("denied"),
        "tool_errors": statuses.count("tool_error"),
    }
    return summary
