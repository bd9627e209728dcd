# Right: sorted() makes a new list of the names (the caller's list is left as it arrived), and groupby over
# that sorted copy groups equal names only, so each whole name (case, spaces, "" and lone surrogates kept) gets
# its count; len() counts every outcome. A Counter of statuses gives denials and tool errors by exact status
# (Counter returns 0 for a missing one). Times are end's own, isoformat with "Z" for "+00:00"; a new dict per call.
from collections import Counter
from itertools import groupby


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = sorted(outcome.tool_name for outcome in outcomes)
    by_tool = {name: sum(1 for _ in group) for name, group in groupby(names)}
    statuses = Counter(outcome.status for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat().replace("+00:00", "Z"),
        "ended_at": end.ended_at.isoformat().replace("+00:00", "Z"),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": by_tool,
        "denials": int(statuses["denied"]),
        "tool_errors": int(statuses["tool_error"]),
    }
