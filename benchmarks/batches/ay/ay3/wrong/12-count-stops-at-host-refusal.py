# Breaks: "`calls` (an `int`: every outcome ...)", "`calls_by_tool` (... every tool is
# there ...)" and "a `"refused_by_host"` outcome is a call". The tally treats a host
# refusal as the end of the agent's turn and stops there: outcomes with statuses
# ["ok", "refused_by_host", "ok", "denied"] give calls 2 and denials 0 instead of 4 and 1.
from collections import Counter


def summarize_session(outcomes, end):
    context = end.context
    by_tool = Counter()
    calls = denials = tool_errors = 0
    for outcome in outcomes:
        calls += 1
        by_tool[outcome.tool_name] += 1
        if outcome.status == "refused_by_host":
            break  # the host stopped the turn: what follows was never the agent's
        denials += outcome.status == "denied"
        tool_errors += outcome.status == "tool_error"
    return {
        "session_id": context.session_id,
        "user_id": context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": calls,
        "calls_by_tool": dict(by_tool),
        "denials": denials,
        "tool_errors": tool_errors,
    }
