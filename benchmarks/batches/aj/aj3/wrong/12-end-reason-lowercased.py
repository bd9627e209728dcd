# Breaks: "`end_reason` (`end.reason` as it is ...)" (Returns, ex. 12). The reason is lower-cased to
# group reasons on the dashboard: SessionEnd(..., reason="KeyboardInterrupt") gives end_reason
# "keyboardinterrupt". The API's own reasons ("end_turn", "max_tokens") are already lower case.
from collections import Counter


def summarize_session(outcomes, end):
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason.lower(),
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
