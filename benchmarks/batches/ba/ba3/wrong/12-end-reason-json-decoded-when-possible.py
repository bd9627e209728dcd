# Breaks "`end_reason` (`end.reason` as it is, at any length, ...)": a reason that parses as JSON is
# decoded first (the habit of hosts that send JSON-encoded fields, like OpenAI's
# `function.arguments`). Input: SessionEnd(..., reason="null") -> end_reason None instead of
# "null"; reason="429" -> the int 429; reason='"end_turn"' -> "end_turn" without its quotes.
import json
from collections import Counter


def _decoded(text):
    try:
        return json.loads(text)
    except ValueError:
        return text  # a plain reason such as end_turn


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": _decoded(end.reason),
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }
