# Breaks: `started_at` / `ended_at` must be "of the same instant (to the microsecond ...)":
# they are written with isoformat(timespec="seconds") ("nobody needs microseconds in a
# summary"). Input: end.started_at 2026-03-02T10:30:00.250000+00:00: written as
# 2026-03-02T10:30:00+00:00, a quarter second off.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    by_tool = Counter(outcome.tool_name for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(timespec="seconds"),
        "ended_at": end.ended_at.isoformat(timespec="seconds"),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(by_tool),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
