# Breaks: `started_at`/`ended_at` "... any ISO 8601 form ... of the same instant (to the
# microsecond ...)". Input: a SessionEnd ended at 2026-03-02T10:31:00.000042+00:00: `str(42 / 1e6)`
# is "4.2e-05", so ended_at becomes "2026-03-02T10:31:004.2e-05+00:00", not an ISO time of that
# instant. Whole seconds and fractions of 100 microseconds or more come out right.
from collections import Counter


def _iso(moment):
    text = moment.replace(microsecond=0, tzinfo=None).isoformat()
    if moment.microsecond:
        text += str(moment.microsecond / 1_000_000).lstrip("0")  # ".25" rather than ".250000"
    return text + "+00:00"


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    context = end.context
    return {
        "session_id": context.session_id,
        "user_id": context.user_id,
        "started_at": _iso(end.started_at),
        "ended_at": _iso(end.ended_at),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
