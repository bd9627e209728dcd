# Breaks "calls_by_tool (a plain dict of tool name to int ...)": to list tools by name, sorted(counter) is
# zipped with counter.values(), which stay in first-seen order, so counts land on the wrong names. Input:
# outcomes for "lookup_user", "create_case_file", "create_case_file" -> {"create_case_file": 1,
# "lookup_user": 2}. Right whenever first-seen order is alphabetical or all counts are equal.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    counter = Counter(outcome.tool_name for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(zip(sorted(counter), counter.values())),  # tools in name order
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
