# Wrong: "end_reason (end.reason as it is, at any length ...)" and a summary is returned for any
# reason. The extra numeric code comes from a table of the API's stop reasons: reason
# "interrupted" (or "hook_error: ...") raises KeyError.
from collections import Counter

REASON_CODES = {
    "end_turn": 0, "max_tokens": 1, "stop_sequence": 2, "tool_use": 3, "pause_turn": 4, "refusal": 5,
}


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    counts = Counter(outcome.tool_name for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "end_reason_code": REASON_CODES[end.reason],  # for the dashboard's colour scale
        "calls": len(outcomes),
        "calls_by_tool": dict(counts),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
