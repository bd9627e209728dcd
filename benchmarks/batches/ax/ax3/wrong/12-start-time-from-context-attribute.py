# Breaks "started_at ... (end.started_at.isoformat() ...)": a "started_at" attribute on the
# context, when present, is preferred to end.started_at. Input: end.context built with
# attributes {"started_at": "2026-03-01T00:00:00+00:00"} and end.started_at 2026-03-02T01:58
# -> started_at "2026-03-01T00:00:00+00:00".
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    attributes = end.context.attributes
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        # hosts that know when the session really began put it in the context
        "started_at": attributes.get("started_at") or end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }
