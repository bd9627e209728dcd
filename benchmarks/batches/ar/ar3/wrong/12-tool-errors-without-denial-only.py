# Breaks: "tool_errors (an int: how many have status == "tool_error", and only those ...)" (and
# "another status carries a denial too"). A tool error that carries a denial is not counted: "a denied call never ran".
# Input: outcomes = [ToolOutcome(..., status="tool_error", ..., denial=Denial("rules.x", Deny("no")))]: tool_errors 0, not 1.
from collections import Counter


def summarize_session(outcomes, end):
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error" and o.denial is None),
    }
