# Right: counts with functools.reduce over the list (read only, each outcome once, by its
# whole tool_name and exact status), ids/times/reason straight from `end`, then a JSON
# round trip: a fresh plain dict (and a plain calls_by_tool) every call, ints stay ints, and
# lone surrogates, NUL, tab and DEL come back as they were.
import json
from functools import reduce


def _tally(counts, outcome):
    by_tool, denials, errors = counts
    by_tool[outcome.tool_name] = by_tool.get(outcome.tool_name, 0) + 1
    return by_tool, denials + (outcome.status == "denied"), errors + (outcome.status == "tool_error")


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    by_tool, denials, errors = reduce(_tally, outcomes, ({}, 0, 0))
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": by_tool,
        "denials": int(denials),
        "tool_errors": int(errors),
    }
    return json.loads(json.dumps(summary))
