# Breaks: "a new plain `dict` per call (sharing no `dict` with another call's: the caller may change it)".
# Input: first = summarize_session(outcomes, end); first["calls"] = -1; second = summarize_session(outcomes,
# end) for the same session: second is first (the same object, refilled), so the caller's change to first is
# undone and any later change to second shows in first. Each call's values are fresh; the dict is not.
from collections import Counter

_BY_SESSION = {}  # the latest summary of each session, for the dashboard


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    summary = _BY_SESSION.setdefault(end.context.session_id, {})
    summary.update(
        session_id=end.context.session_id,
        user_id=end.context.user_id,
        started_at=end.started_at.isoformat(),
        ended_at=end.ended_at.isoformat(),
        end_reason=end.reason,
        calls=len(outcomes),
        calls_by_tool=dict(Counter(outcome.tool_name for outcome in outcomes)),
        denials=sum(1 for outcome in outcomes if outcome.status == "denied"),
        tool_errors=sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    )
    return summary
