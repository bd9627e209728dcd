# Breaks "denials (an int: how many outcomes have status == "denied" ...)" and "Two outcomes with
# the same tool_use_id are two calls": a denied call the model retried with the same tool and
# input is counted once. Input: two denied outcomes, tool "Write", same input, ids toolu_1 and
# toolu_2 -> denials 1, not 2.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    refused_attempts = {
        (o.tool_name, repr(o.sent_input)) for o in outcomes if o.status == "denied"
    }  # a model retrying the same refused call is one refusal, not many
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": len(refused_attempts),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }
