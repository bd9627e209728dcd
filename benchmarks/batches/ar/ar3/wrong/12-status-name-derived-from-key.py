# Breaks: "denials (an int: how many outcomes have status == "denied" ...)". The status is derived
# from the summary key by dropping its plural "s": "tool_errors" gives "tool_error", but "denials" gives "denial",
# a status no outcome has, and a Counter answers 0 for it.
# Input: outcomes = [one outcome with status "denied"]: denials 0.
from collections import Counter


def summarize_session(outcomes, end):
    statuses = Counter(o.status for o in outcomes)
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
    }
    for key in ("denials", "tool_errors"):
        summary[key] = statuses[key.removesuffix("s")]
    return summary
