# Breaks: "calls_by_tool (... keyed by the whole name as called ...)". Calls a Claude Code
# sub-agent made are keyed under its type: an outcome for "Read" whose context attributes hold
# {"agent_id": "a_7", "agent_type": "Explore"} is counted as "Explore:Read", not "Read".
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    tools = Counter()
    for outcome in outcomes:
        agent = outcome.context.attributes.get("agent_type")
        tools[f"{agent}:{outcome.tool_name}" if agent else outcome.tool_name] += 1
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(tools),
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }
