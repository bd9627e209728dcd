# Breaks: "started_at and ended_at (... the same instant (to the microsecond, years 1 to
# 9999))" and "no module-level variable that a call writes and then reads". Input: a
# SessionEnd with started_at 9999-12-31T23:59:59.999990Z and ended_at 1 µs later: near year
# 9999 a float timestamp cannot tell 1 µs apart, so ended_at is written as started_at.
from collections import Counter

_ISO = {}  # the same few instants are formatted over and over


def _iso(moment):
    key = moment.timestamp()
    text = _ISO.get(key)
    if text is None:
        text = _ISO[key] = moment.isoformat()
    return text


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": _iso(end.started_at),
        "ended_at": _iso(end.ended_at),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
