# Breaks "started_at and ended_at (... any ISO 8601 form (with its T) after a YYYY-MM-DD date ...)": a time
# of exactly midnight is shortened to the bare date. Input: end.started_at = 2026-03-02 00:00:00+00:00 ->
# "started_at": "2026-03-02", no T, no time, no offset. Any other time of day is written right.
from collections import Counter
from datetime import time


def _iso(moment):
    if moment.time() == time(0):  # midnight: the date says it all
        return moment.date().isoformat()
    return moment.isoformat()


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
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
