# Breaks "`tool_errors` (... only those: `"invalid"` and `"hook_failed"` are not tool
# errors)": a malformed block is taken for the tool call going wrong. Input: one outcome
# with status "invalid": tool_errors 1; expected 0.
from collections import Counter

_TOOL_ERRORS = ("tool_error", "invalid")  # the tool call itself went wrong


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = Counter(o.tool_name for o in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(names),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status in _TOOL_ERRORS),
    }
