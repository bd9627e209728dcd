# Breaks "started_at and ended_at (... any ISO 8601 form ... of the same instant (to the microsecond) with
# offset 0)": rstrip("+00:00") strips the characters + 0 : from the right, eating the seconds' zeros too.
# Input: end.started_at = 2026-03-02 01:58:20+00:00 (no microseconds) -> "2026-03-02T01:58:2Z", not a time
# datetime.fromisoformat reads. Times with microseconds such as .123456 come out right.
from collections import Counter


def _utc(moment):
    return moment.isoformat().rstrip("+00:00") + "Z"


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": _utc(end.started_at),
        "ended_at": _utc(end.ended_at),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
