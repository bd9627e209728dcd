# Breaks "`tool_errors` (an `int`: how many have `status == "tool_error"`)" and "Two
# outcomes with the same `tool_use_id` are two calls": tool errors are counted once per
# tool_use_id (a retried broken call counted once). Input: two tool_error outcomes both with
# tool_use_id "toolu_7" (or two equal ones): tool_errors 1; expected 2.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = Counter(o.tool_name for o in outcomes)
    broken_calls = {o.tool_use_id for o in outcomes if o.status == "tool_error"}
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(names),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": len(broken_calls),
    }
