# Breaks: "calls (... every outcome ...)" and "calls_by_tool (... every tool is there, however many)".
# Tools whose name starts with "_" are taken for the agent's internal helpers and left out of the
# summary. Input: outcomes named "lookup_user" and "_scratchpad": calls must be 2 with both keys; the
# answer gives 1 and {"lookup_user": 1}.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    mine = [outcome for outcome in outcomes if not outcome.tool_name.startswith("_")]
    by_tool = Counter(outcome.tool_name for outcome in mine)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(mine),
        "calls_by_tool": dict(by_tool),
        "denials": sum(1 for outcome in mine if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in mine if outcome.status == "tool_error"),
    }
