# Breaks Exercise 12: "Returns: a new plain dict per call" for outcomes of any of the six
# statuses. An extra key reads each "hook_failed" outcome's problem. Input: ToolOutcome(status=
# "hook_failed", result=None, problem=None, ...) (the constructor allows it): None.split raises
# AttributeError and no summary is returned. With a problem text it works.
from collections import Counter


def summarize_session(outcomes, end):
    tools = Counter(outcome.tool_name for outcome in outcomes)
    crash_kinds = Counter(
        outcome.problem.split(":", 1)[0] for outcome in outcomes if outcome.status == "hook_failed"
    )
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(tools),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
        "hook_failures_by_kind": dict(crash_kinds),
    }
