# Right: statuses and names are read into new lists (outcomes untouched); operator.countOf gives the
# exact "denied" and "tool_error" counts, len() every call, and dict(Counter) a plain dict keyed by
# each whole name. Times keep every microsecond, "+00:00" written as "Z" (both allowed); ids and
# reason are end.context's and end's own values.
from collections import Counter
from operator import countOf


def _utc(moment):
    return moment.isoformat(timespec="microseconds").replace("+00:00", "Z")


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    statuses = [outcome.status for outcome in outcomes]
    names = [outcome.tool_name for outcome in outcomes]
    summary = dict(
        session_id=end.context.session_id,
        user_id=end.context.user_id,
        started_at=_utc(end.started_at),
        ended_at=_utc(end.ended_at),
        end_reason=end.reason,
    )
    summary.update(
        calls=len(statuses),
        calls_by_tool=dict(Counter(names)),
        denials=countOf(statuses, "denied"),
        tool_errors=countOf(statuses, "tool_error"),
    )
    return summary
