# Breaks: started_at/ended_at "of the same instant (to the microsecond)" (Returns, ex. 12).
# isoformat(timespec="milliseconds") keeps three digits: a SessionEnd started at 10:30:00.123456 UTC gives
# started_at "2026-03-02T10:30:00.123+00:00", which reads back as .123000. Whole milliseconds are right.
from collections import Counter


def summarize_session(outcomes, end):
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(timespec="milliseconds"),
        "ended_at": end.ended_at.isoformat(timespec="milliseconds"),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
