# Wrong: breaks "end_reason (end.reason as it is ...)": ANSI escape sequences are removed from the
# reason so it cannot recolour a terminal. Input: reason "\x1b[31mtimeout\x1b[0m" ->
# "end_reason": "timeout"; expected the reason with its escapes.
import re
from collections import Counter

_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def summarize_session(outcomes, end):
    statuses = Counter(outcome.status for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": _ANSI.sub("", end.reason),
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
