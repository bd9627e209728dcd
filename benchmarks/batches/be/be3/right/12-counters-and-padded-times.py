# Right: two Counters (names, statuses) built from map/attrgetter, returned as a new plain
# dict(...) and int lookups (a Counter gives 0 for a missing status); times are written by
# hand with a 4-digit year, the microseconds in full and the +0000 offset the text allows;
# everything else is read from end and its context as held.
from collections import Counter
from operator import attrgetter


def _stamp(moment):
    return (
        f"{moment.year:04d}-{moment.month:02d}-{moment.day:02d}T"
        f"{moment.hour:02d}:{moment.minute:02d}:{moment.second:02d}.{moment.microsecond:06d}+0000"
    )


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = Counter(map(attrgetter("tool_name"), outcomes))
    statuses = Counter(map(attrgetter("status"), outcomes))
    return dict(
        session_id=end.context.session_id,
        user_id=end.context.user_id,
        started_at=_stamp(end.started_at),
        ended_at=_stamp(end.ended_at),
        end_reason=end.reason,
        calls=sum(statuses.values()),
        calls_by_tool=dict(names),
        denials=int(statuses["denied"]),
        tool_errors=int(statuses["tool_error"]),
    )
