# Wrong: breaks "a "refused_by_host" outcome is a call ... every status is one of ToolOutcome's six":
# the status table is pre-seeded with five statuses and indexed directly. Input: one outcome with
# status "refused_by_host" -> KeyError; expected calls 1, denials 0, tool_errors 0.
def summarize_session(outcomes, end):
    by_status = dict.fromkeys(("ok", "tool_error", "denied", "invalid", "hook_failed"), 0)
    by_tool = {}
    for outcome in outcomes:
        by_status[outcome.status] += 1
        by_tool[outcome.tool_name] = by_tool.get(outcome.tool_name, 0) + 1
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": by_tool,
        "denials": by_status["denied"],
        "tool_errors": by_status["tool_error"],
    }
