# Breaks: "a new plain dict per call (sharing no dict with another call's: the caller may change
# it)". Summaries are memoised by content and handed out as dict(cached), a shallow copy: two
# calls with equal outcomes and end share one calls_by_tool, so s1["calls_by_tool"]["x"] = 9
# shows up in s2.
from collections import Counter

_CACHE = {}


def _compute(outcomes, end):
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    try:
        key = (end, tuple(outcomes))
        hash(key)
    except TypeError:  # something unhashable inside: no memo
        return _compute(outcomes, end)
    if key not in _CACHE:  # dashboards ask for the same long session again and again
        _CACHE[key] = _compute(outcomes, end)
    return dict(_CACHE[key])  # a copy, so the caller may change it
