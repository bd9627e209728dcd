# Right: counts in one pass over the list (never changing it): every outcome is a call, its
# whole tool_name a key (surrogates and "" included), "denied"/"tool_error" statuses only;
# times are end's own isoformat(); the result goes through json (dumps/loads), which returns
# a brand-new plain dict of plain dicts, str and int, shared with nothing.
import json


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    table = {}
    denials = errors = 0
    for outcome in outcomes:
        table[outcome.tool_name] = table.get(outcome.tool_name, 0) + 1
        denials += outcome.status == "denied"
        errors += outcome.status == "tool_error"
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": table,
        "denials": int(denials),
        "tool_errors": int(errors),
    }
    return json.loads(json.dumps(summary, ensure_ascii=False))
