# Breaks: "end_reason (end.reason as it is, at any length ...)". The reason is tidied for the
# dashboard: runs of whitespace (newlines, tabs, double spaces) become one space, ends trimmed.
# Input: end.reason "max_tokens\n(context window full)": end_reason "max_tokens (context window full)".
from collections import Counter


def summarize_session(outcomes, end):
    statuses = Counter(o.status for o in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": " ".join(end.reason.split()),
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
