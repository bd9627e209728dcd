# Wrong: breaks "end_reason (end.reason as it is, at any length ...)": a reason that is not one of
# the Messages API's stop reasons is written as "other" (an allow-list against odd values).
# Input: SessionEnd(ctx, start, end, reason="user_interrupt") -> "end_reason": "other";
# expected "user_interrupt".
from collections import Counter

STOP_REASONS = {"end_turn", "max_tokens", "stop_sequence", "tool_use", "pause_turn", "refusal"}


def summarize_session(outcomes, end):
    statuses = Counter(outcome.status for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason if end.reason in STOP_REASONS else "other",
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
