# Wrong: "tool_errors (an int: how many have status == "tool_error", and only those ...)". A
# tool_error outcome is counted only when its result says is_error: ToolOutcome(status="tool_error",
# result={"type": "tool_result", "tool_use_id": "t1", "content": "wrong id"}) (no flag) is not counted.
from collections import Counter


def _flagged(outcome):
    return outcome.result is not None and outcome.result.get("is_error") is True


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    counts = Counter(outcome.tool_name for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(counts),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        # a tool error is one the tool itself reported
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error" and _flagged(o)),
    }
