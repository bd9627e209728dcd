# Right: functools.reduce folds the list (only read) into a tally created inside the call, so
# nothing is shared between calls; every outcome adds one call and one to its whole tool name,
# status "denied" and "tool_error" add to their own counts only (int + bool stays an int); the
# result is a new plain dict, calls_by_tool a plain dict of ints; ids, times, reason are end's.
from functools import reduce


def _add(tally, outcome):
    tools = tally["calls_by_tool"]
    tools[outcome.tool_name] = tools.get(outcome.tool_name, 0) + 1
    tally["calls"] += 1
    tally["denials"] += outcome.status == "denied"
    tally["tool_errors"] += outcome.status == "tool_error"
    return tally


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    tally = reduce(_add, outcomes, {"calls": 0, "calls_by_tool": {}, "denials": 0, "tool_errors": 0})
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat().replace("+00:00", "Z"),
        "ended_at": end.ended_at.isoformat().replace("+00:00", "Z"),
        "end_reason": end.reason,
        **tally,
    }
