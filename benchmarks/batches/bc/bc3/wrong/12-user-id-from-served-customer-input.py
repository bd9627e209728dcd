# Breaks "session_id and user_id (end.context's own fields ...)": the user is taken as the
# customer the session served, the last "user_id" the model put in a tool's input, and the
# context's only when none did. Input: end.context.user_id == "u_004" and one outcome whose
# sent_input is {"user_id": "u_999"} -> the summary's user_id is "u_999".
from collections import Counter
from collections.abc import Mapping


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    user = end.context.user_id
    for outcome in outcomes:
        sent = outcome.sent_input
        if isinstance(sent, Mapping) and isinstance(sent.get("user_id"), str):
            user = sent["user_id"]
    return {
        "session_id": end.context.session_id,
        "user_id": user,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
