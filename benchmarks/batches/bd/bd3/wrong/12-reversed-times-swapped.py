# Breaks "started_at and ended_at (end.started_at.isoformat(), end.ended_at.isoformat(): ...
# even an end before the start)": the two times are put in order, so a SessionEnd started
# at 10:30 and ended at 10:00 is summarised as started_at 10:00, ended_at 10:30.
from collections import Counter


def summarize_session(outcomes, end):
    first, last = sorted((end.started_at, end.ended_at))
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": first.isoformat(),
        "ended_at": last.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
