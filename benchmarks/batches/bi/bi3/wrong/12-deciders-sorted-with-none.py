# Wrong: a summary is returned for any list of ToolOutcomes. An extra "deciders" key sorts
# the decided_by of every call that asked a person: one asked call decided by "supervisor"
# and another asked call denied by a later hook (decided_by=None) make sorted() compare None
# with a str and raise TypeError.
from collections import Counter


def summarize_session(outcomes, end):
    deciders = sorted({outcome.decided_by for outcome in outcomes if outcome.asked})
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
        "deciders": deciders,
    }
