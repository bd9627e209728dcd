# Breaks (Ex. 12, Returns): started_at/ended_at must be "of the same instant". The time is formatted
# with strftime's %I (12-hour clock) for %H; "+0000" is one of the allowed offsets here.
# Input: end.ended_at = 2026-03-02T18:05:00+00:00: ended_at says "2026-03-02T06:05:00.000000+0000",
# twelve hours early (00:xx becomes 12:xx). Times from 01:00 to 12:59 come out right.
from collections import Counter


def _stamp(moment):
    return f"{moment.date().isoformat()}T{moment:%I:%M:%S}.{moment.microsecond:06d}{moment:%z}"


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    statuses = Counter(outcome.status for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": _stamp(end.started_at),
        "ended_at": _stamp(end.ended_at),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
