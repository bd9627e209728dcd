# Wrong: breaks "`calls_by_tool` (... keyed by the whole name as called ... the empty name `""` is
# a key too ... a tab ... in it too)": names are joined with spaces and re-split with str.split().
# Input: tool names ["my tool", ""] -> {"my": 1, "tool": 1}, the text wants {"my tool": 1, "": 1}
# ("a\tb" splits too).
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = " ".join(outcome.tool_name for outcome in outcomes)
    by_tool = Counter(names.split())
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(by_tool),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
