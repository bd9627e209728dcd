# Breaks: "end_reason (end.reason as it is ...)". Input: a SessionEnd whose reason holds a
# bidirectional control, e.g. reason="stop\u202eevil" or "\u2066x\u2069": the controls are
# removed ("Trojan Source" hygiene), so the summary's reason is not end.reason. Plain
# reasons pass.
import re
from collections import Counter

_BIDI = re.compile("[\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": _BIDI.sub("", end.reason),
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
