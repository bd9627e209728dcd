# Breaks: "`end_reason` (`end.reason` as it is ...)" (and tool names "as called"). To write the times
# with "Z" and get fresh plain dicts, the summary goes through JSON text with "+00:00" replaced
# everywhere. Input: end.reason "deadline 10:00+00:00 passed" -> end_reason "deadline 10:00Z passed";
# expected the reason unchanged.
import json
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }
    return json.loads(json.dumps(summary).replace("+00:00", "Z"))
