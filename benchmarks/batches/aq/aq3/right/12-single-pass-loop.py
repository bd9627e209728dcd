# Right: one pass over the list (never changed) counts every outcome as a call, each under its exact tool name
# in a fresh plain dict ("" and lone surrogates too), denials by status == "denied", tool errors by status ==
# "tool_error" only; ids and reason from end and end.context as they are. str(datetime) is isoformat with " " for
# "T": swapping it gives end's own UTC instants (+00:00, 4-digit year, microseconds when non-zero). No state kept.
from collections import Counter


def _iso(moment):
    return str(moment).replace(" ", "T", 1)


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    calls = denials = tool_errors = 0
    by_tool = {}
    for outcome in outcomes:
        calls += 1
        by_tool[outcome.tool_name] = by_tool.get(outcome.tool_name, 0) + 1
        if outcome.status == "denied":
            denials += 1
        elif outcome.status == "tool_error":
            tool_errors += 1
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": _iso(end.started_at),
        "ended_at": _iso(end.ended_at),
        "end_reason": end.reason,
        "calls": calls,
        "calls_by_tool": by_tool,
        "denials": denials,
        "tool_errors": tool_errors,
    }
