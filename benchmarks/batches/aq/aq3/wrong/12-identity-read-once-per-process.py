# Breaks: "`session_id` and `user_id` (`end.context`'s own fields ...)": state kept across calls.
# Input: summarize_session([], SessionEnd(make_context("u_004", session_id="s_001"), t0, t1)), then
# summarize_session([], SessionEnd(make_context("u_009", session_id="s_002"), t0, t1)): the second summary
# says s_001 / u_004, since the identity is read once per process (one Claude Code hook event per process).
from collections import Counter

_WHO = {}


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    if not _WHO:  # a Stop hook process serves one session
        _WHO.update(session_id=end.context.session_id, user_id=end.context.user_id)
    return {
        "session_id": _WHO["session_id"],
        "user_id": _WHO["user_id"],
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
