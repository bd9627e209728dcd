# Right: groupby over sorted(...) (a new list: the caller's stays as it came) counts each exact
# name into a new plain dict of ints; operator.countOf counts "denied" and "tool_error" only;
# calls is len(outcomes) now. Times are date + "T" + time + "Z" (same UTC instant, 4-digit year,
# fraction only when not 0); ids and reason come from end and end.context.
import operator
from itertools import groupby


def _utc(moment):
    return f"{moment.date().isoformat()}T{moment.time().isoformat()}Z"


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = sorted(outcome.tool_name for outcome in outcomes)
    statuses = [outcome.status for outcome in outcomes]
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": _utc(end.started_at),
        "ended_at": _utc(end.ended_at),
        "end_reason": end.reason,
        "calls": len(statuses),
        "calls_by_tool": {name: sum(1 for _ in group) for name, group in groupby(names)},
        "denials": operator.countOf(statuses, "denied"),
        "tool_errors": operator.countOf(statuses, "tool_error"),
    }
