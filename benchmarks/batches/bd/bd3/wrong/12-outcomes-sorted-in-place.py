# Breaks "leave it as it arrived: sorting it in place changes the caller's list": the list is
# sorted in place by tool name for groupby, so outcomes [write_case, lookup_user] are left
# in the caller's hands as [lookup_user, write_case].
from itertools import groupby


def _tool(outcome):
    return outcome.tool_name


def summarize_session(outcomes, end):
    outcomes.sort(key=_tool)
    calls_by_tool = {name: len(list(group)) for name, group in groupby(outcomes, key=_tool)}
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": calls_by_tool,
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
