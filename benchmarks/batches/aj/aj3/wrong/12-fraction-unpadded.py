# Breaks: started_at/ended_at "of the same instant (to the microsecond)" (Returns, ex. 12). The fraction
# is the bare microsecond number: ended_at 10:31:00.042000 UTC is written "2026-03-02T10:31:00.42000Z",
# which reads back as .420000. Microseconds 0 and 100000..999999 read back right.
from collections import Counter


def _stamp(moment):
    whole = moment.replace(microsecond=0, tzinfo=None).isoformat()
    return f"{whole}.{moment.microsecond}Z"


def summarize_session(outcomes, end):
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": _stamp(end.started_at),
        "ended_at": _stamp(end.ended_at),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
