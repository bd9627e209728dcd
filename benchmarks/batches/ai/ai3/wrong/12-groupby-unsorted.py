# Breaks: "`calls_by_tool` (a plain `dict` of tool name to `int` ...)" (how many calls per tool).
# Input: outcomes for tools ["lookup_user", "create_case_file", "lookup_user"] ->
# itertools.groupby without sorting sees two runs of lookup_user and the later one overwrites:
# {"lookup_user": 1, "create_case_file": 1} instead of lookup_user 2. Runs of one tool are right.
from itertools import groupby


def summarize_session(outcomes, end):
    by_tool = {name: len(list(run)) for name, run in groupby(o.tool_name for o in outcomes)}
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": by_tool,
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
