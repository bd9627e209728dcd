# Breaks: "`calls_by_tool` (... keyed by the whole name as called ...; names ... may hold a lone
# surrogate such as `\ud800`)". Names that are not printable share one "<unprintable>" key.
# Input: tool names "a\ud800" and "b\nc" -> {"<unprintable>": 2}; expected {"a\ud800": 1,
# "b\nc": 1}.
from collections import Counter


def _label(name):
    return name if name.isprintable() else "<unprintable>"


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(_label(o.tool_name) for o in outcomes)),
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }
