# Breaks "Each call counts it as it is then": summaries are cached per list and end, and
# recomputed only when the list has grown. Input: call with [ok outcome], then replace that
# item in place by a denied one (same length), call again with the same list and end:
# denials 0 again; expected 1. (A reused list id with the same length hits the cache too.)
import copy
from collections import Counter

_CACHE = {}


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    key = (id(outcomes), end)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] == len(outcomes):
        return copy.deepcopy(hit[1])  # a fresh copy: the caller may change it
    names = Counter(o.tool_name for o in outcomes)
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(names),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
    _CACHE[key] = (len(outcomes), copy.deepcopy(summary))
    return summary
