# Breaks: `denials` is "how many outcomes have `status == "denied"`": a denied call that a
# hook had asked a person about (`asked` non-empty, `decided_by` set) is left out, as "a
# person said no, no hook denied it". Input: one outcome with status "denied",
# asked=(Asked("refunds", Ask("900 EUR")),), decided_by "supervisor": denials 0, must be 1.
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
        "denials": sum(
            1 for outcome in outcomes if outcome.status == "denied" and not outcome.asked
        ),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
