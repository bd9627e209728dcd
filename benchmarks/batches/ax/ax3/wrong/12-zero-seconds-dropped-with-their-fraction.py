# Breaks "started_at and ended_at (... the same instant (to the microsecond ...; seconds that are
# 0 may be left out)": times whose seconds are 0 are written to the minute, dropping the
# microseconds too. Input: started_at 2026-03-02T01:58:00.500000+00:00 -> "2026-03-02T01:58+00:00".
from collections import Counter


def _compact(moment):
    return moment.isoformat(timespec="minutes" if moment.second == 0 else "auto")


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": _compact(end.started_at),
        "ended_at": _compact(end.ended_at),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(o.status == "denied" for o in outcomes),
        "tool_errors": sum(o.status == "tool_error" for o in outcomes),
    }
