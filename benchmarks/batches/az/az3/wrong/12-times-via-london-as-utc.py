# Breaks: `started_at` and `ended_at` "(... in UTC, as `end` holds them; ... with offset 0:
# `+00:00`, `Z` or `+0000`)". Input: a SessionEnd on 2026-07-01 10:00-10:05 UTC: this answer
# writes the times in "Europe/London", taking London for UTC, which holds only in winter: in
# summer (BST) it writes "2026-07-01T11:00:00+01:00". The notebook's March sessions come out right.
from collections import Counter
from zoneinfo import ZoneInfo

HQ = ZoneInfo("Europe/London")  # "GMT": the support desk's reports are in UK time


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    context = end.context
    return {
        "session_id": context.session_id,
        "user_id": context.user_id,
        "started_at": end.started_at.astimezone(HQ).isoformat(),
        "ended_at": end.ended_at.astimezone(HQ).isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
