# Breaks: "`started_at` and `ended_at` (... of the same instant (to the microsecond ...)". Input:
# end.started_at = datetime(2026, 3, 2, 1, 58, 0, 123456, tzinfo=timezone.utc) -> written as
# "2026-03-02T01:58:00.123Z" (JavaScript's toISOString shape), 456 microseconds lost; whole
# seconds and whole milliseconds are right.
from collections import Counter


def _iso(moment):
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def summarize_session(outcomes, end):
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
