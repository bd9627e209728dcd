# Breaks: "denials (an int: how many outcomes have status == "denied" ...)". The two counters are
# lambdas made in a dict comprehension; both close over `status`, which ends as "tool_error", so denials counts tool errors.
# Input: outcomes = [one outcome with status "denied"]: denials 0 (and two tool errors give denials 2).
from collections import Counter

_COUNTED = (("denials", "denied"), ("tool_errors", "tool_error"))


def summarize_session(outcomes, end):
    counters = {key: (lambda: sum(1 for o in outcomes if o.status == status)) for key, status in _COUNTED}
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
    }
    summary.update({key: count() for key, count in counters.items()})
    return summary
