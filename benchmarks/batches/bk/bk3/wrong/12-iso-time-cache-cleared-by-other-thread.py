# Breaks Exercise 12: "by two threads at the same time ... no module-level variable that a call
# writes and then reads". Input: two threads summarising sessions with many distinct times at
# once: one finds its time in _ISO, the other clears the full cache, and the first's _ISO[when]
# raises KeyError. One thread at a time, every value is right.
from collections import Counter

_ISO = {}


def _iso(when):
    if when not in _ISO:
        if len(_ISO) >= 256:
            _ISO.clear()  # keep the cache small
        _ISO[when] = when.isoformat()
    return _ISO[when]


def summarize_session(outcomes, end):
    tools = Counter(outcome.tool_name for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": _iso(end.started_at),
        "ended_at": _iso(end.ended_at),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(tools),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
