# Breaks "`tool_errors` (an `int`: how many have `status == "tool_error"`, and only
# those)": a tool error is counted only when the tool was seen to run (received_input is
# set). Input: one outcome with status "tool_error" and received_input=None: tool_errors 0;
# expected 1.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = Counter(o.tool_name for o in outcomes)
    tool_errors = sum(
        1 for o in outcomes if o.status == "tool_error" and o.received_input is not None
    )  # an error of the tool needs a tool that ran
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(names),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": tool_errors,
    }
