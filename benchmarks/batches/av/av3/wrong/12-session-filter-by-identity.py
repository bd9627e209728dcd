# Breaks: "`calls` (an `int`: every outcome ...)" with "`outcomes` are this session's own": the
# session filter compares ids with `is`, so an equal id held in another str object drops the outcome.
# Input: end session_id "s_001", an outcome whose context session_id is "".join(["s_", "001"]) ->
# calls 0, calls_by_tool {}; expected calls 1.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    session = end.context.session_id
    mine = [o for o in outcomes if o.context.session_id is session]  # this session's only
    return {
        "session_id": session,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(mine),
        "calls_by_tool": dict(Counter(o.tool_name for o in mine)),
        "denials": sum(o.status == "denied" for o in mine),
        "tool_errors": sum(o.status == "tool_error" for o in mine),
    }
