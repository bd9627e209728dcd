# Wrong: breaks "calls_by_tool (a plain dict of tool name to int ...)" for this session:
# every tool seen in any earlier summary stays as a column with 0 (stable dashboard
# columns). Input: summarize_session([o(tool_name="lookup")], end), then
# summarize_session([o(tool_name="issue_refund")], end): {"lookup": 0, "issue_refund": 1}.
from collections import Counter

_columns = []


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    counts = Counter(outcome.tool_name for outcome in outcomes)
    for name in counts:
        if name not in _columns:
            _columns.append(name)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": {name: counts[name] for name in _columns},
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
