# Right: sorted() makes a new list of the names (the caller's list is untouched), groupby counts each
# run, so every name is a key of a new plain dict with an int (code-point order puts equal names
# together; lone surrogates sort like any character). Statuses are counted with exact ==, the
# times are end's own isoformat() and the ids come from end.context's fields.
from itertools import groupby
from operator import attrgetter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = sorted(map(attrgetter("tool_name"), outcomes))
    statuses = [outcome.status for outcome in outcomes]
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(statuses),
        "calls_by_tool": {name: len(list(run)) for name, run in groupby(names)},
        "denials": statuses.count("denied"),
        "tool_errors": statuses.count("tool_error"),
    }
