# Breaks: "tool_errors (... only those ...; a "refused_by_host" outcome is a call, neither a
# denial nor a tool error)". A call Claude Code refused is counted as a tool error, since the
# tool never answered: [a "refused_by_host" outcome] gives tool_errors 1, not 0.
from collections import Counter

ERROR_STATUSES = ("tool_error", "refused_by_host")


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    tools = Counter(o.tool_name for o in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(tools),
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status in ERROR_STATUSES for o in outcomes),
    }
