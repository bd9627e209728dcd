# Wrong: breaks "end_reason (end.reason as it is ...)". Reasons are tidied like labels by
# dropping one final period: end.reason "Stopped by the user." is written
# "Stopped by the user" (and "..." becomes ".."). Reasons without a final period, such as
# "end_turn" or "max_tokens", pass.
from collections import Counter


def summarize_session(outcomes, end):
    reason = end.reason[:-1] if end.reason.endswith(".") else end.reason
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
