# Right: sorts a copy (the caller's list is untouched) by the exact tool name and counts groupby runs into
# a plain dict (exact str equality keeps case, spaces, NUL, surrogates apart); calls = len(list);
# denials/tool_errors count exactly those statuses. Identity and reason from end; times are end's own,
# written with a "Z" offset (allowed), microseconds and any year kept, even an end before the start.
from itertools import groupby
from operator import attrgetter

_NAME = attrgetter("tool_name")


def _utc(moment):
    text = moment.isoformat()
    return text[:-6] + "Z" if text.endswith("+00:00") else text


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    ordered = sorted(outcomes, key=_NAME)
    table = {name: sum(1 for _ in group) for name, group in groupby(ordered, key=_NAME)}
    statuses = [outcome.status for outcome in outcomes]
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": _utc(end.started_at),
        "ended_at": _utc(end.ended_at),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": table,
        "denials": statuses.count("denied"),
        "tool_errors": statuses.count("tool_error"),
    }
