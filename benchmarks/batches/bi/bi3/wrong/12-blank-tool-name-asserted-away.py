# Wrong: "calls ... one with an empty tool_use_id or tool_name, a malformed block's" and
# "the empty name "" is a key too". An assert guards the table against nameless calls: an
# "invalid" outcome with tool_name="" raises AssertionError instead of being counted.
from collections import Counter


def summarize_session(outcomes, end):
    by_tool = Counter()
    for outcome in outcomes:
        assert outcome.tool_name, "every call has a tool name"
        by_tool[outcome.tool_name] += 1
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(by_tool),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
