# Right: a fresh dict each call; ids and reason read from end (context's own fields); times via
# isoformat() as end holds them (UTC, "+00:00", even when reversed); calls = every outcome;
# calls_by_tool = dict(Counter) keyed by the whole name ("" and odd text included); denials and
# tool_errors count status == "denied" / "tool_error" only; the list is only read.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    by_tool = Counter(outcome.tool_name for outcome in outcomes)
    statuses = Counter(outcome.status for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(by_tool),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
