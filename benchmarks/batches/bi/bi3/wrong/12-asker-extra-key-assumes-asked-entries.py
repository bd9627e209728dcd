# Wrong: a summary is returned for any list of ToolOutcomes. An extra "asked_by" tally reads
# outcome.asked[0] for every outcome a person decided: an outcome with decided_by="supervisor"
# and asked=() raises IndexError.
from collections import Counter


def summarize_session(outcomes, end):
    asked_by = Counter(o.asked[0].hook_name for o in outcomes if o.decided_by is not None)
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
        "asked_by": dict(asked_by),
    }
