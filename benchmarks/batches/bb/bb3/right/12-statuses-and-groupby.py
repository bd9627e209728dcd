# Counts from a snapshot of the list taken at call time: statuses are tallied in a Counter and
# read with [] (0 when absent), tool names are grouped with itertools.groupby over a sorted copy
# (exact string order, so "Bash", "bash", "Bash " and "" stay apart), and the result is rebuilt
# as new plain dicts and ints each call. Times: end's isoformat() as given (UTC, +00:00).
from collections import Counter
from itertools import groupby


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    snapshot = list(outcomes)
    statuses = Counter(outcome.status for outcome in snapshot)
    names = sorted(outcome.tool_name for outcome in snapshot)
    by_tool = {name: sum(1 for _ in group) for name, group in groupby(names)}
    summary = dict(
        session_id=end.context.session_id,
        user_id=end.context.user_id,
        started_at=end.started_at.isoformat(),
        ended_at=end.ended_at.isoformat(),
        end_reason=end.reason,
    )
    summary.update(
        calls=len(snapshot),
        calls_by_tool=by_tool,
        denials=int(statuses["denied"]),
        tool_errors=int(statuses["tool_error"]),
    )
    return summary
