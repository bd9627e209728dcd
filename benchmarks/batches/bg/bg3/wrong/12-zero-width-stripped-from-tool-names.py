# Breaks: "calls_by_tool (... keyed by the whole name as called ...; a name is any text ...)". Zero-width
# characters are removed from tool names before counting (a name copied from a web page hides them).
# Input: outcomes named "lookup_user" and "lookup\u200b_user": must be two keys, one call each; the
# answer merges them into {"lookup_user": 2}.
from collections import Counter

_ZERO_WIDTH = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff"))


def _visible(name):
    return name.translate(_ZERO_WIDTH)


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    mine = [outcome for outcome in outcomes]
    by_tool = Counter(_visible(outcome.tool_name) for outcome in mine)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(mine),
        "calls_by_tool": dict(by_tool),
        "denials": sum(1 for outcome in mine if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in mine if outcome.status == "tool_error"),
    }
