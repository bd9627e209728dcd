# Breaks: "a new plain dict per call (... the caller may change it)" and `calls_by_tool` "a
# plain dict": the tool table is returned as the workbook's read-only FrozenDict, in the
# spirit of notebook 03. Input: any session; summary["calls_by_tool"]["x"] = 1 raises
# FrozenError, and type(summary["calls_by_tool"]) is FrozenDict, not dict.
from collections import Counter

from toolhooks.readonly import FrozenDict


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": FrozenDict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
