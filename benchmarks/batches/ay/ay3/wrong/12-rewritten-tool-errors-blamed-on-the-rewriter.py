# Breaks: "`tool_errors` (an `int`: how many have `status == "tool_error"`, and only
# those ...)". A tool error on a call a PreToolUse hook rewrote is blamed on the rewrite and
# not counted: one outcome with status "tool_error" and rewritten_by=("clamp_limit",) gives
# tool_errors 0 instead of 1.
from collections import Counter


def summarize_session(outcomes, end):
    context = end.context
    return {
        "session_id": context.session_id,
        "user_id": context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(
            outcome.status == "tool_error" and not outcome.rewritten_by for outcome in outcomes
        ),
    }
