# Breaks: denials is "how many outcomes have `status == "denied"`" and tool_errors "only those" with
# "tool_error" (Returns, ex. 12). Denials are read off the result with the workbook's is_blocked: a
# tool_error whose tool's own message starts "BLOCKED:" ({"is_error": True, "content": "BLOCKED: quota"})
# counts as a denial (denials 1, should be 0). Denied outcomes with their synthetic result count right.
from collections import Counter

from toolhooks.results import is_blocked


def summarize_session(outcomes, end):
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(1 for outcome in outcomes if is_blocked(outcome.result)),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
