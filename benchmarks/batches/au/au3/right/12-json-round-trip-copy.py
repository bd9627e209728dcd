# Right: counts with a Counter, then takes a deep, plain copy of the whole summary through
# json.loads(json.dumps(...)): every dict in it is new and plain (not a Counter), ints stay ints, and names
# with a lone surrogate survive (escaped as \ud800 and read back as that same character). Times use
# "%H:%M:%S.%f" after the isoformat date (4-digit year) with "+0000", which this summary allows.
import json
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""

    def stamp(moment):
        return moment.date().isoformat() + "T" + moment.strftime("%H:%M:%S.%f") + "+0000"

    statuses = Counter(outcome.status for outcome in outcomes)
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": stamp(end.started_at),
        "ended_at": stamp(end.ended_at),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": Counter(outcome.tool_name for outcome in outcomes),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
    return json.loads(json.dumps(summary))
