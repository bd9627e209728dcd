# Wrong: breaks "end_reason (end.reason as it is ...)". Hosts sometimes pass the reason
# JSON-quoted, so it strips double quotes from both ends with .strip('"'): end.reason
# 'user said "stop"' is written 'user said "stop' and '"max_tokens"' as 'max_tokens'.
# Reasons without a quote at either end pass.
from collections import Counter


def summarize_session(outcomes, end):
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason.strip('"'),
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
