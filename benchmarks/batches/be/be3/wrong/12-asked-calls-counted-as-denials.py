# Wrong: breaks "denials (an int: how many outcomes have status == "denied" ...)": a call
# that asked a person (outcome.asked not empty) is counted as a denial even when it was
# approved and ran. Input: one outcome with status "ok", asked=(Asked("big_refunds_ask",
# Ask("a refund of 80 EUR")),), decided_by="supervisor": denials is 1, not 0.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied" or outcome.asked),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
