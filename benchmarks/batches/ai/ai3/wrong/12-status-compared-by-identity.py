# Breaks: "`denials` (an `int`: how many outcomes have `status == "denied"` ...)" and
# "`tool_errors` (... `status == "tool_error"` ...)": == is equality, not identity. Input: an
# outcome built with status "".join(["den", "ied"]) (or read back from a JSON audit file) ->
# `is` finds a different str object: denials 0 instead of 1. Literal statuses are interned.
from collections import Counter

DENIED = "denied"
TOOL_ERROR = "tool_error"


def summarize_session(outcomes, end):
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(1 for o in outcomes if o.status is DENIED),
        "tool_errors": sum(1 for o in outcomes if o.status is TOOL_ERROR),
    }
