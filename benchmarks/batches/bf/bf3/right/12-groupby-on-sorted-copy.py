# Right: the tool table comes from itertools.groupby over a sorted *copy* of the names (the
# caller's list is never touched; "" and any odd character are keys like any other), built into
# a new plain dict each call. Statuses are compared exactly; calls counts every outcome. Times
# are str(datetime) with its space turned into "T": the same instant, offset +00:00, microseconds
# only when non-zero. Ids and reason are read from end.context / end as they are.
from itertools import groupby


def summarize_session(outcomes, end):
    names = sorted(outcome.tool_name for outcome in outcomes)
    table = {name: sum(1 for _ in group) for name, group in groupby(names)}
    statuses = [outcome.status for outcome in outcomes]
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": str(end.started_at).replace(" ", "T", 1),
        "ended_at": str(end.ended_at).replace(" ", "T", 1),
        "end_reason": end.reason,
        "calls": len(statuses),
        "calls_by_tool": table,
        "denials": statuses.count("denied"),
        "tool_errors": statuses.count("tool_error"),
    }
