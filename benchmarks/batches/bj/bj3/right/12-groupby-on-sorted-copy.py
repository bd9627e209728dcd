# Right: sorts a *copy* (sorted(), the caller's list is untouched) by tool name and counts each
# run with itertools.groupby, so equal names (and duplicates, equal outcomes) all count;
# statuses are compared exactly; times are end's UTC datetimes in "Z" form to the
# microsecond; a new dict is built on every call.
from itertools import groupby
from operator import attrgetter


def _z(moment):
    return moment.isoformat(timespec="microseconds").replace("+00:00", "Z")


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    by_name = sorted(outcomes, key=attrgetter("tool_name"))
    table = {name: len(list(run)) for name, run in groupby(by_name, key=attrgetter("tool_name"))}
    statuses = [outcome.status for outcome in outcomes]
    return dict(
        session_id=end.context.session_id,
        user_id=end.context.user_id,
        started_at=_z(end.started_at),
        ended_at=_z(end.ended_at),
        end_reason=end.reason,
        calls=len(statuses),
        calls_by_tool=table,
        denials=statuses.count("denied"),
        tool_errors=statuses.count("tool_error"),
    )
