# Breaks: "denials (... how many outcomes have status == "denied", ... whether or not a denied
# one carries it)". The added denials_by_hook reads outcome.denial.hook_name for every denied
# outcome: a "denied" outcome with denial None raises AttributeError instead of a summary.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    tools, by_hook = Counter(), Counter()
    denials = tool_errors = 0
    for outcome in outcomes:
        tools[outcome.tool_name] += 1
        if outcome.status == "denied":
            denials += 1
            by_hook[outcome.denial.hook_name] += 1  # which rule refuses most
        elif outcome.status == "tool_error":
            tool_errors += 1
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(tools),
        "denials": denials,
        "denials_by_hook": dict(by_hook),
        "tool_errors": tool_errors,
    }
