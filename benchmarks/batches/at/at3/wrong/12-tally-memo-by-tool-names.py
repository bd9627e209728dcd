# Breaks "denials (... how many outcomes have status == "denied" ...)" and "Each call counts it as
# it is then". Input: summarize_session([ok_call], end) where ok_call is a "lookup_user" outcome of
# status "ok", then summarize_session([denied_call], end) with a "lookup_user" outcome of status
# "denied": the tally is memoised by the sequence of tool names, so denials stays 0.
from collections import Counter

_TALLY_BY_NAMES = {}  # (name, name, ...) -> (calls_by_tool, denials, tool_errors)


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = tuple(o.tool_name for o in outcomes)
    tally = _TALLY_BY_NAMES.get(names)
    if tally is None:
        tally = _TALLY_BY_NAMES[names] = (
            dict(Counter(names)),
            sum(1 for o in outcomes if o.status == "denied"),
            sum(1 for o in outcomes if o.status == "tool_error"),
        )
    by_tool, denials, tool_errors = tally
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(by_tool),
        "denials": denials,
        "tool_errors": tool_errors,
    }
