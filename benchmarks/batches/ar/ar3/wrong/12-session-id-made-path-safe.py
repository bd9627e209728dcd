# Breaks: "session_id and user_id (end.context's own fields ...)". Habit from writing one file per session:
# the id is made safe as a file name ("/" and ":" become "_").
# Input: end.context.session_id "slack:C024BE91L:1712345678.000200": session_id "slack_C024BE91L_1712345678.000200".
from collections import Counter


def summarize_session(outcomes, end):
    statuses = Counter(o.status for o in outcomes)
    return {
        "session_id": end.context.session_id.replace("/", "_").replace(":", "_"),
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
