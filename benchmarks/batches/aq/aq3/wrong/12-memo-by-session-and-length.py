# Breaks: "Each call counts it as it is then (the same list, with the same end, may have grown since ...)".
# Input: outcomes = [an "ok" Bash outcome]; summarize_session(outcomes, end); then outcomes[0] = a "denied"
# Read outcome (same length) and summarize_session(outcomes, end) again: the memo keyed by (session_id,
# len(outcomes)) returns a copy of the first summary, calls_by_tool {"Bash": 1} and denials 0. Growth is seen.
import copy
from collections import Counter

_MEMO = {}


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    key = (end.context.session_id, len(outcomes))  # a new call means a longer list
    if key not in _MEMO:
        _MEMO[key] = {
            "session_id": end.context.session_id,
            "user_id": end.context.user_id,
            "started_at": end.started_at.isoformat(),
            "ended_at": end.ended_at.isoformat(),
            "end_reason": end.reason,
            "calls": len(outcomes),
            "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
            "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
            "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
        }
    return copy.deepcopy(_MEMO[key])  # the caller may change it
