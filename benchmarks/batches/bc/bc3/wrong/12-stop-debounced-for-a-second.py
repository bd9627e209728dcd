# Breaks "a new plain dict per call" and "Each call counts it as it is then": a Stop hook can
# fire twice in a row, so a call within one second of the previous one returns (a copy of)
# the previous summary, whatever it is given. Input: summarize_session([], end_a) then, at
# once, summarize_session([o1, o2], end_b) -> the second says calls == 0 and end_a's ids.
import time
from collections import Counter

_last = {"at": float("-inf"), "summary": None}


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    now = time.monotonic()
    if now - _last["at"] < 1.0 and _last["summary"] is not None:
        previous = _last["summary"]
        return {**previous, "calls_by_tool": dict(previous["calls_by_tool"])}
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
    _last.update(at=now, summary={**summary, "calls_by_tool": dict(summary["calls_by_tool"])})
    return summary
