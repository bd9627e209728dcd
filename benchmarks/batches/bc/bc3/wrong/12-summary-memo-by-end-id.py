# Breaks "Each call counts it as it is then" and "user_id (end.context's own fields)": summaries
# are memoised by id(end), and a freed SessionEnd's address is often reused by the next one.
# Input: ctxs = [make_context(f"u_{i}") for i in range(3)]; [summarize_session([], SessionEnd(c,
# t, t))["user_id"] for c in ctxs] -> ["u_0", "u_0", ...] on CPython here.
from collections import Counter

_done = {}


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    cached = _done.get(id(end))
    if cached is None:
        cached = _done[id(end)] = {
            "session_id": end.context.session_id,
            "user_id": end.context.user_id,
            "started_at": end.started_at.isoformat(),
            "ended_at": end.ended_at.isoformat(),
            "end_reason": end.reason,
            "calls": len(outcomes),
            "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
            "denials": sum(outcome.status == "denied" for outcome in outcomes),
            "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
        }
    return {**cached, "calls_by_tool": dict(cached["calls_by_tool"])}
