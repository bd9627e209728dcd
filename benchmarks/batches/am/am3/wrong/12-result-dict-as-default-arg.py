# Breaks: "a new plain dict per call (sharing no dict with another call's: the caller may change
# it)". The summary is filled into a default-argument dict, so every call returns the same
# object: first = summarize_session([a], end1); summarize_session([], end2) changes first too.
from collections import Counter


def summarize_session(outcomes, end, summary={}):
    """The session summary of one session, as a dict."""
    summary["session_id"] = end.context.session_id
    summary["user_id"] = end.context.user_id
    summary["started_at"] = end.started_at.isoformat()
    summary["ended_at"] = end.ended_at.isoformat()
    summary["end_reason"] = end.reason
    summary["calls"] = len(outcomes)
    summary["calls_by_tool"] = dict(Counter(o.tool_name for o in outcomes))
    summary["denials"] = [o.status for o in outcomes].count("denied")
    summary["tool_errors"] = [o.status for o in outcomes].count("tool_error")
    return summary
