# Breaks: "calls_by_tool (... keyed by the whole name as called ...; a name is any text)".
# Input: an outcome with tool_name "Bash(git status)" (or any name holding "("): Claude
# Code's permission-rule syntax is cut off and it is counted under "Bash". Names without "("
# pass.
from collections import Counter


def _tool(name):
    return name.split("(", 1)[0]  # "Bash(npm test)" is a permission rule for Bash


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(_tool(outcome.tool_name) for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
