# Right: counts through operator.countOf over a status list and a Counter of names unpacked
# into a new plain dict ({**counter} is a dict, not a Counter); len() of the list counts every
# outcome as it is now; times are written with "Z" from the UTC wall time (a 4-digit year,
# the "T", microseconds kept), the same instant; nothing is cached or shared between calls.
import operator
from collections import Counter


def _utc_z(moment):
    return moment.replace(tzinfo=None).isoformat() + "Z"


def summarize_session(outcomes, end):
    statuses = [outcome.status for outcome in outcomes]
    names = Counter(outcome.tool_name for outcome in outcomes)
    return dict(
        session_id=end.context.session_id,
        user_id=end.context.user_id,
        started_at=_utc_z(end.started_at),
        ended_at=_utc_z(end.ended_at),
        end_reason=end.reason,
        calls=len(outcomes),
        calls_by_tool={**names},
        denials=operator.countOf(statuses, "denied"),
        tool_errors=operator.countOf(statuses, "tool_error"),
    )
