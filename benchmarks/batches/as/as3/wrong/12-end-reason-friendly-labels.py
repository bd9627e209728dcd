# Wrong: breaks "end_reason (end.reason as it is ...)": known API stop codes other than end_turn are
# replaced by readable labels for the report. Input: reason "max_tokens" -> "end_reason":
# "ran out of output tokens"; expected "max_tokens".
from collections import Counter

LABELS = {
    "max_tokens": "ran out of output tokens",
    "refusal": "the model refused",
    "pause_turn": "paused by the server",
}


def summarize_session(outcomes, end):
    statuses = Counter(outcome.status for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": LABELS.get(end.reason, end.reason),
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
