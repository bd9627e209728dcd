# Breaks "started_at and ended_at (end.started_at.isoformat() ...) ... of the same instant".
# Input: summarize_session([], end1) with end1's times on 2026-03-02, then summarize_session([],
# end2) with end2's times on 2025-03-02 (day 61 of both years): the date text is memoised by day of
# year, so the second summary says 2026-03-02 for both times.
from collections import Counter

_DATE_OF_DAY = {}  # date text per day: sessions of one day share it


def _iso(when):
    day = when.timetuple().tm_yday
    if day not in _DATE_OF_DAY:
        _DATE_OF_DAY[day] = when.date().isoformat()
    return f"{_DATE_OF_DAY[day]}T{when.time().isoformat()}+00:00"


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": _iso(end.started_at),
        "ended_at": _iso(end.ended_at),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
