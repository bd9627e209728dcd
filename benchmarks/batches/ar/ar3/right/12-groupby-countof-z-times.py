# Right: groupby over a sorted copy (sorted() leaves the caller's list alone) gives each whole tool name's
# count as an int in a new plain dict; operator.countOf counts statuses equal to "denied" / "tool_error" exactly;
# calls is len() of the list as it is now. Times: the UTC wall time with a T and all 6 fraction digits, trailing
# zeros trimmed only after the dot, then "Z": the same instant to the microsecond with offset 0.
from itertools import groupby
from operator import countOf


def _utc(when):
    text = when.replace(tzinfo=None).isoformat(timespec="microseconds")
    return text.rstrip("0").rstrip(".") + "Z" if text.endswith("0") else text + "Z"


def summarize_session(outcomes, end):
    names = sorted(o.tool_name for o in outcomes)
    statuses = [o.status for o in outcomes]
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": _utc(end.started_at),
        "ended_at": _utc(end.ended_at),
        "end_reason": end.reason,
        "calls": len(statuses),
        "calls_by_tool": {name: sum(1 for _ in group) for name, group in groupby(names)},
        "denials": countOf(statuses, "denied"),
        "tool_errors": countOf(statuses, "tool_error"),
    }
