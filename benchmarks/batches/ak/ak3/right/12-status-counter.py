# Right: two Counters over the list as it is (read only, walked afresh on every call): one of whole
# tool names, returned as dict(counter), a new plain dict; one of statuses, read with [] (0 when
# absent) for exactly "denied" and "tool_error". calls is len(outcomes); ids and reason are end's
# own fields; times are end's own isoformat(), in UTC with +00:00.
from collections import Counter
from operator import attrgetter


def summarize_session(outcomes, end):
    names = Counter(map(attrgetter("tool_name"), outcomes))
    statuses = Counter(map(attrgetter("status"), outcomes))
    summary = dict(
        session_id=end.context.session_id,
        user_id=end.context.user_id,
        started_at=end.started_at.isoformat(),
        ended_at=end.ended_at.isoformat(),
        end_reason=end.reason,
        calls=len(outcomes),
        calls_by_tool=dict(names),
        denials=statuses["denied"],
        tool_errors=statuses["tool_error"],
    )
    return summary
