# Wrong: "a refused_by_host outcome is a call" and a summary is always returned. An extra
# "host_refusals" key lower-cases each refused call's problem text: a refused_by_host outcome
# with problem=None (legal for a ToolOutcome) raises AttributeError.
from collections import Counter


def summarize_session(outcomes, end):
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
        "host_refusals": [o.problem.lower() for o in outcomes if o.status == "refused_by_host"],
    }
