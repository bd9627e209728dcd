# Breaks "tool_errors (an int: how many have status == "tool_error", and only those ...)": an
# outcome that carries a `problem` is taken for one that never reached the tool and left out.
# Input: ToolOutcome(status="tool_error", problem="lookup_order raised KeyError: 'x'", ...) ->
# tool_errors 0, not 1 (a crashed tool's outcome carries its message in `problem`).
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(o.status == "denied" for o in outcomes),
        # a problem means the call was malformed or a hook crashed: not the tool's error
        "tool_errors": sum(o.status == "tool_error" and o.problem is None for o in outcomes),
    }
