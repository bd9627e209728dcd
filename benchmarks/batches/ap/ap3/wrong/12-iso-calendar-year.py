# Breaks (Ex. 12, Returns): started_at/ended_at must be "of the same instant". The date is built from
# datetime.isocalendar() ("the ISO calendar"), whose year is the ISO week-numbering year.
# Input: end.started_at = 2024-12-30T23:00:00+00:00 (Monday of 2025-W01): started_at says
# "2025-12-30T23:00:00.000000+00:00", a year late. Mid-year dates come out right.
from collections import Counter


def _iso(moment):
    iso_year = moment.isocalendar()[0]
    return (f"{iso_year:04d}-{moment:%m-%d}T{moment:%H:%M:%S}.{moment.microsecond:06d}+00:00")


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    statuses = Counter(outcome.status for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": _iso(end.started_at),
        "ended_at": _iso(end.ended_at),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
