# Breaks "calls (an int: every outcome ...)" for a session with no calls: the log line's
# arguments are built before the call, and the denial rate divides by the number of calls.
# Input: summarize_session([], end) raises ZeroDivisionError instead of returning calls 0.
import logging
from collections import Counter

log = logging.getLogger(__name__)


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    statuses = Counter(o.status for o in outcomes)
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
    log.debug("session %s: %d calls, %.0f%% denied", summary["session_id"], summary["calls"],
              100 * summary["denials"] / summary["calls"])
    return summary
