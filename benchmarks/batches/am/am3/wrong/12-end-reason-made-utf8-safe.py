# Breaks: "end_reason (end.reason as it is ...)" with "names and end.reason may hold a lone
# surrogate such as \ud800". The reason is passed through UTF-8 with errors="replace" so the
# summary always encodes: end.reason "stop\ud800" becomes "stop?".
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    reason = end.reason.encode("utf-8", errors="replace").decode("utf-8")  # file-safe text
    tools = Counter()
    for outcome in outcomes:
        tools[outcome.tool_name] += 1
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": reason,
        "calls": sum(tools.values()),
        "calls_by_tool": dict(tools),
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }
