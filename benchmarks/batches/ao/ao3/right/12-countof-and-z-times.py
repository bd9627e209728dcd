# Right: operator.countOf counts statuses exactly (a list of the statuses, so "invalid",
# "hook_failed" and "refused_by_host" are neither denials nor tool errors); the tool table is a
# fresh plain dict built from a Counter; times are the same UTC instants written with "Z". Nothing
# is cached, filtered or sorted in place.
import operator
from collections import Counter


def _utc_text(moment):
    return moment.replace(tzinfo=None).isoformat() + "Z"  # end holds UTC times


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    statuses = [outcome.status for outcome in outcomes]
    table = Counter()
    for outcome in outcomes:
        table[outcome.tool_name] += 1
    context = end.context
    return dict(
        session_id=context.session_id,
        user_id=context.user_id,
        started_at=_utc_text(end.started_at),
        ended_at=_utc_text(end.ended_at),
        end_reason=end.reason,
        calls=len(statuses),
        calls_by_tool={name: count for name, count in table.items()},
        denials=operator.countOf(statuses, "denied"),
        tool_errors=operator.countOf(statuses, "tool_error"),
    )
