# Breaks: "`calls_by_tool` (... every tool is there ...)" with "a `"refused_by_host"` outcome is a
# call": host-refused calls are subtracted as a Counter ("the tool never ran"), which drops a tool whose
# every call was refused. Input: [Bash ok, Write refused_by_host] -> calls_by_tool {"Bash": 1};
# expected {"Bash": 1, "Write": 1}.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    tried = Counter(o.tool_name for o in outcomes)
    refused = Counter(o.tool_name for o in outcomes if o.status == "refused_by_host")
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(tried - refused),  # the tools that were actually run
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }
