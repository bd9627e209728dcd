# Breaks Exercise 12: started_at/ended_at are "of the same instant (to the microsecond ...;
# seconds that are 0 may be left out)": only zero seconds may go. Input: a SessionEnd started
# at 2026-03-02T10:30:20Z: "2026-03-02T10:30+00:00" reads back as 10:30:00. Times on a whole
# minute (the notebook's FixedClock default, 10:30:00) come out right.
from collections import Counter


def summarize_session(outcomes, end):
    tools = Counter(outcome.tool_name for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(timespec="minutes"),
        "ended_at": end.ended_at.isoformat(timespec="minutes"),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(tools),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
