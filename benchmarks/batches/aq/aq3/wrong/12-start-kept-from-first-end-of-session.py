# Breaks: "`started_at` and `ended_at` (`end.started_at.isoformat()`, ...)": state kept across calls.
# Input: summarize_session([], SessionEnd(ctx, 2026-03-02T01:00Z, 01:10Z)), then summarize_session([],
# SessionEnd(ctx, 2026-03-02T02:00Z, 02:10Z)) with the same ctx (session "s_001"): the second says
# started_at 01:00, since a resumed session is taken to keep the start first seen for its session_id.
from collections import Counter

_FIRST_START = {}


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    started = _FIRST_START.setdefault(end.context.session_id, end.started_at)  # a resume keeps its start
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": started.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
