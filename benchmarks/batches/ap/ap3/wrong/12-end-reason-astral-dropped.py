# Breaks (Ex. 12, Returns): "end_reason (end.reason as it is ...)". MySQL utf8mb3 habit: characters
# past U+FFFF are removed so the summary fits a 3-byte column.
# Input: SessionEnd(..., reason="user_quit 👋"): end_reason says "user_quit "; expected
# "user_quit 👋".
import re
from collections import Counter

_ASTRAL = re.compile("[\U00010000-\U0010FFFF]")


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    statuses = Counter(outcome.status for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": _ASTRAL.sub("", end.reason),
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
