# Wrong: "calls (an int: every outcome ...)" and "each context.session_id is
# end.context.session_id, whatever else its context holds". An outcome of this session whose
# context has tier "free" while end.context.tier is "premium" (upgraded mid-session) is not counted.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    # a session billed on its final plan: count the calls made on that plan
    billed = [outcome for outcome in outcomes if outcome.context.tier == end.context.tier]
    counts = Counter(outcome.tool_name for outcome in billed)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(billed),
        "calls_by_tool": dict(counts),
        "denials": sum(1 for outcome in billed if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in billed if outcome.status == "tool_error"),
    }
