# Right: counts with plain loops over the list (never changed), every outcome a call, tools keyed
# by their whole name ("" too), denials/tool_errors by exact status only; the times end.isoformat()
# and ids/reason from end itself. The JSON round trip makes every dict fresh and plain for each
# call (a lone surrogate survives as an escape and back; counts stay int).
import json


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    by_tool = {}
    denials = tool_errors = 0
    for outcome in outcomes:
        by_tool[outcome.tool_name] = by_tool.get(outcome.tool_name, 0) + 1
        denials += outcome.status == "denied"
        tool_errors += outcome.status == "tool_error"
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": by_tool,
        "denials": int(denials),
        "tool_errors": int(tool_errors),
    }
    return json.loads(json.dumps(summary))
