# Breaks "Each call counts it as it is then (the same list, with the same end, may have grown
# since an earlier call)" and "two equal outcomes (the same call recorded twice)" are two calls.
# Input: outcomes = [a]; summarize_session(outcomes, end); outcomes.append(a); summarize again:
# the memo sees the same list, end and last outcome, so calls stays 1 (expected 2).
from collections import Counter

_LAST = {}  # (list id, end id) -> (last outcome seen, summary): recount only when the tail moved


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    key = (id(outcomes), id(end))
    tail = outcomes[-1] if outcomes else None
    seen = _LAST.get(key)
    if seen is not None and seen[0] is tail:
        cached = seen[1]
        return {**cached, "calls_by_tool": dict(cached["calls_by_tool"])}  # a fresh dict each time
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
    _LAST[key] = (tail, summary)
    return {**summary, "calls_by_tool": dict(summary["calls_by_tool"])}
