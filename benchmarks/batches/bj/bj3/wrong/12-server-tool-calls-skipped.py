# Breaks: "calls (an int: every outcome ...)" and "calls_by_tool ... every tool is there".
# Input: an outcome whose tool_use_id starts with "srvtoolu_" (how the Messages API names a
# server tool call such as web_search): it is left out of calls and calls_by_tool ("the API
# ran it, not us"). Ordinary "toolu_..." ids pass.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    ours = [outcome for outcome in outcomes if not outcome.tool_use_id.startswith("srvtoolu_")]
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(ours),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in ours)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
