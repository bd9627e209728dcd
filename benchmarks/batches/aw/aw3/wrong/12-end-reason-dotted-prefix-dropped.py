# Breaks: "`end_reason` (`end.reason` as it is, at any length ...)".
# Fearing an Enum's str() ("StopReason.END_TURN") in the reason, the answer keeps what follows the
# last dot: reason "StopReason.END_TURN" becomes "END_TURN", and "timeout after 2.5 s" becomes "5 s".
# Reasons without a dot ("end_turn", "max_tokens") are kept as they are.
from collections import Counter


def summarize_session(outcomes, end):
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason.rpartition(".")[2],
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
