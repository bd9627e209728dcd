# Wrong: breaks "tool_errors (an int: how many have status == "tool_error", and only
# those ...)": a call that ran "ok" is also a tool error when its text output starts with
# "Error" (some tools report failures only in their text). Input: one outcome with status "ok" and
# result {"content": "Error log rotated: 3 files"}: tool_errors is 1, not 0.
from collections import Counter


def _looks_failed(outcome):
    content = outcome.result.get("content") if outcome.result is not None else None
    return isinstance(content, str) and content.startswith("Error")


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(
            1
            for outcome in outcomes
            if outcome.status == "tool_error" or (outcome.status == "ok" and _looks_failed(outcome))
        ),
    }
