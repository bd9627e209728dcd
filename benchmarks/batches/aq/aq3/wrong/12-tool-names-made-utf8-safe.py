# Breaks: "`calls_by_tool` (... keyed by the whole name as called ...; names ... may hold a lone surrogate
# such as `\ud800` ...)". Input: outcomes for tool names "files\ud800" and "files\udfff": both become the key
# "files?" (encoded with errors="replace" so the summary line always encodes), {"files?": 2} instead of
# {"files\ud800": 1, "files\udfff": 1}. Names that are valid UTF-8 text come out as they are.
from collections import Counter


def _safe(name):
    return name.encode("utf-8", "replace").decode("utf-8")


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(_safe(outcome.tool_name) for outcome in outcomes)),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
