# Breaks: "`calls_by_tool` (... keyed by the whole name as called ...)".
# Input: outcomes for "Edit", "MultiEdit" and "NotebookEdit" (Claude Code's three editing tools): calls_by_tool
# is {"Edit": 3} instead of {"Edit": 1, "MultiEdit": 1, "NotebookEdit": 1}, since the answer counts the
# editing tools under one name for the dashboard. Other names are kept whole.
from collections import Counter

ALIASES = {"MultiEdit": "Edit", "NotebookEdit": "Edit"}  # one "Edit" bar, not three


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = (ALIASES.get(outcome.tool_name, outcome.tool_name) for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(names)),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
