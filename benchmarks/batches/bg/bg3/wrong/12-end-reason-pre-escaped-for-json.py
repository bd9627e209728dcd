# Breaks: "end_reason (end.reason as it is, at any length ...)". The summary is meant for a JSON
# line, so the answer escapes the reason itself with json.dumps(...)[1:-1]. Input: a SessionEnd whose
# reason is `tool said "stop"` (or "arrêt"): end_reason becomes `tool said \"stop\"` / "arr\u00eat"
# instead of the text as it is.
from collections import Counter
import json


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    mine = [outcome for outcome in outcomes]
    by_tool = Counter(outcome.tool_name for outcome in mine)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": json.dumps(end.reason)[1:-1],
        "calls": len(mine),
        "calls_by_tool": dict(by_tool),
        "denials": sum(1 for outcome in mine if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in mine if outcome.status == "tool_error"),
    }
