# Breaks: "`denials` (... how many outcomes have `status == "denied"`, ... and whether or not a
# denied one carries it)". Input: one ToolOutcome with status "denied" and denial=None ->
# denials 0 instead of 1 (the answer also demands outcome.denial).
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
        "denials": sum(1 for o in outcomes if o.status == "denied" and o.denial is not None),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
