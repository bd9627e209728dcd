# Wrong: breaks "Each call counts it as it is then": summaries are memoised by id(end) and the ids
# of the outcomes, and CPython reuses a dead object's id. Input: summarise [o1] (tool "A") with e1,
# drop both, build e2 and o2 (tool "B", "denied") that land on the same ids -> the old summary
# (A, 0 denials) comes back (deep-copied, so no dict is shared).
import copy

_memo = {}


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    key = (id(end), tuple(id(outcome) for outcome in outcomes))
    if key not in _memo:
        tally = {}
        for outcome in outcomes:
            tally[outcome.tool_name] = tally.get(outcome.tool_name, 0) + 1
        _memo[key] = {
            "session_id": end.context.session_id,
            "user_id": end.context.user_id,
            "started_at": end.started_at.isoformat(),
            "ended_at": end.ended_at.isoformat(),
            "end_reason": end.reason,
            "calls": len(outcomes),
            "calls_by_tool": tally,
            "denials": sum(outcome.status == "denied" for outcome in outcomes),
            "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
        }
    return copy.deepcopy(_memo[key])
