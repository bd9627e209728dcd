# Breaks "Each call counts it as it is then" and "calls (every outcome ...)": call ids already
# summarised are remembered across calls (so that a Stop hook fired twice does not count a
# call twice). Input: the same list of two outcomes (ids toolu_1, toolu_2) summarised twice
# with the same end -> the second summary says calls == 0 and calls_by_tool == {}.
from collections import Counter

_summarised = set()


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    session = end.context.session_id
    fresh = [o for o in outcomes if (session, o.tool_use_id, id(o)) not in _summarised]
    _summarised.update((session, o.tool_use_id, id(o)) for o in fresh)
    return {
        "session_id": session,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(fresh),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in fresh)),
        "denials": sum(outcome.status == "denied" for outcome in fresh),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in fresh),
    }
