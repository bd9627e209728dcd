# Breaks "a new plain `dict` per call (... the caller may change it)": the summary is
# returned frozen with the package's own FrozenDict, like the events it came from. Input:
# any, e.g. no outcomes: type(result) is FrozenDict, not dict, and result["calls"] = 1
# raises FrozenError (reading keys and json.dumps still work).
from collections import Counter

from toolhooks.readonly import FrozenDict


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = Counter(o.tool_name for o in outcomes)
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(names),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
    return FrozenDict(summary)  # a record of what happened should not be edited later
