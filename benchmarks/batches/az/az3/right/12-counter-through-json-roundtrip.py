# Right: the counts come from Counters over the list as it is now (nothing cached, the list not
# touched); the whole summary then goes through json.dumps/json.loads, which yields brand-new
# plain dicts and ints on every call (a Counter becomes a plain dict) and keeps a lone surrogate
# as it is (escaped as \ud800 and read back). Times are isoformat() of end's UTC datetimes.
import json
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    statuses = Counter(outcome.status for outcome in outcomes)
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": sum(statuses.values()),
        "calls_by_tool": Counter(outcome.tool_name for outcome in outcomes),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
        "statuses": statuses,
    }
    return json.loads(json.dumps(summary))
