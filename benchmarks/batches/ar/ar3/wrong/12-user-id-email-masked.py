# Breaks: "session_id and user_id (end.context's own fields ...)". Privacy habit for dashboards: a
# user id that is an e-mail address is masked to its first letter and domain.
# Input: end.context.user_id "alice@example.com": user_id "a***@example.com".
import re
from collections import Counter

_EMAIL = re.compile(r"^([^@\s])[^@\s]*(@[^@\s]+)$")


def summarize_session(outcomes, end):
    statuses = Counter(o.status for o in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": _EMAIL.sub(r"\1***\2", end.context.user_id),
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
