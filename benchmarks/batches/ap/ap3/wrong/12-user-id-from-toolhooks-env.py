# Breaks (Ex. 12, Returns): "session_id and user_id (end.context's own fields ...)". A hand copy of
# the Claude Code adapter's trusted_user_id (TOOLHOOKS_USER_ID, or the variable TOOLHOOKS_USER_ID_FROM
# names). Input: os.environ["TOOLHOOKS_USER_ID"] = "u_999", end.context.user_id "u_004": the summary
# says "user_id": "u_999"; expected "u_004". (With neither variable set it uses the context's.)
import os
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    source = os.environ.get("TOOLHOOKS_USER_ID_FROM") or "TOOLHOOKS_USER_ID"
    user_id = os.environ.get(source, "")
    statuses = Counter(outcome.status for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": user_id if user_id.strip() else end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
