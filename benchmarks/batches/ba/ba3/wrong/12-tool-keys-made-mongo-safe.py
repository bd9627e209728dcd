# Breaks "`calls_by_tool` (... keyed by the whole name as called ...)": dots and a leading "$" are
# replaced so the summary can be stored as a MongoDB document. Input: one outcome with
# tool_name="files.read" -> {"files_read": 1} instead of {"files.read": 1}.
from collections import Counter


def _key(name):
    name = name.replace(".", "_")
    return "_" + name[1:] if name.startswith("$") else name


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(_key(o.tool_name) for o in outcomes)),
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }
