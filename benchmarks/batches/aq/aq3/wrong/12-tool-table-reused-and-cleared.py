# Breaks: "a new plain `dict` per call (sharing no `dict` with another call's ...)" for `calls_by_tool`.
# Input: first = summarize_session([a "Bash" outcome], end_a); second = summarize_session([a "Read" outcome],
# end_b): first["calls_by_tool"] is now {"Read": 1}, since one module-level table is cleared and refilled
# on each call (no allocation per session) and handed out every time.
_TALLY = {}


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    _TALLY.clear()
    for outcome in outcomes:
        _TALLY[outcome.tool_name] = _TALLY.get(outcome.tool_name, 0) + 1
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": _TALLY,
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
