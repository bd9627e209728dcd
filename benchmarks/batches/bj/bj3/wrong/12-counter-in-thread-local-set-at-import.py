# Breaks: "It may be called on any thread, not only the main one". Input: any session,
# summarized from a threading.Thread (the adapter's Stop hook on a worker thread): the
# per-thread Counter exists only on the importing thread, so _local.tally raises
# AttributeError. On the main thread every summary is right.
import threading
from collections import Counter

_local = threading.local()
_local.tally = Counter()  # one scratch counter per thread, cleared per call


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    tally = _local.tally
    tally.clear()
    tally.update(outcome.tool_name for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(tally),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
