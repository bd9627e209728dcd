# Right: one pass over the list (never changed) builds a fresh plain dict of whole tool names with
# dict.get, and counts statuses exactly ("denied", "tool_error"), so every outcome is a call
# whatever its status, time, id or duplicates. Ids, reason and times come from end itself; the
# times are date "T" time (fraction kept when non-zero) "Z", the same instants in UTC.
def _utc_text(moment):
    return moment.date().isoformat() + "T" + moment.time().isoformat() + "Z"


def summarize_session(outcomes, end):
    per_tool = {}
    denied = failed = total = 0
    for outcome in outcomes:
        total += 1
        per_tool[outcome.tool_name] = per_tool.get(outcome.tool_name, 0) + 1
        if outcome.status == "denied":
            denied += 1
        elif outcome.status == "tool_error":
            failed += 1
    context = end.context
    return {
        "session_id": context.session_id,
        "user_id": context.user_id,
        "started_at": _utc_text(end.started_at),
        "ended_at": _utc_text(end.ended_at),
        "end_reason": end.reason,
        "calls": total,
        "calls_by_tool": per_tool,
        "denials": denied,
        "tool_errors": failed,
    }
