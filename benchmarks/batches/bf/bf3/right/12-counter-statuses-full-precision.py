# Right: two Counters (names, statuses) over the list, which is only read; dict(counter) gives a
# new plain dict keyed by each whole name; a Counter returns 0 for a missing status, so both
# counts are ints. Times always carry six fractional digits (isoformat timespec="microseconds"
# keeps the 4-digit year and "+00:00"), which the text allows; ids and reason from end as they are.
from collections import Counter


def summarize_session(outcomes, end):
    names = Counter()
    statuses = Counter()
    for outcome in outcomes:
        names[outcome.tool_name] += 1
        statuses[outcome.status] += 1
    return dict(
        session_id=end.context.session_id,
        user_id=end.context.user_id,
        started_at=end.started_at.isoformat(timespec="microseconds"),
        ended_at=end.ended_at.isoformat(timespec="microseconds"),
        end_reason=end.reason,
        calls=sum(statuses.values()),
        calls_by_tool=dict(names),
        denials=statuses["denied"],
        tool_errors=statuses["tool_error"],
    )
