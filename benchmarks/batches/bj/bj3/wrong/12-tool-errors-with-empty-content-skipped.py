# Breaks: "tool_errors (an int: how many have status == "tool_error", and only those ...)".
# Input: a "tool_error" outcome whose result content is "" or [] (a tool that failed without
# a message): it is not counted ("nothing to show, not an error"). Tool errors with a
# message pass.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    tool_errors = 0
    for outcome in outcomes:
        if outcome.status == "tool_error":
            content = (outcome.result or {}).get("content")
            if content or content is None:
                tool_errors += 1
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": tool_errors,
    }
