# Wrong: breaks "`calls_by_tool` (... the empty name `""` is a key too ...)": a nameless
# (malformed) call is counted in `calls` but left out of the table. Input: one outcome with
# tool_name "" -> calls 1 but calls_by_tool {}, the text wants {"": 1}.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    by_tool = Counter(outcome.tool_name for outcome in outcomes if outcome.tool_name)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(by_tool),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
