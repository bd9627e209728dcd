# Breaks: "`denials` (an `int`: how many outcomes have `status == "denied"` ...)" and
# "`tool_errors` (... how many have `status == "tool_error"` ...)". Statuses are tallied with
# itertools.groupby on the unsorted list, so a later run overwrites an earlier one:
# statuses ["denied", "ok", "denied"] give denials 1 instead of 2.
from collections import Counter
from itertools import groupby


def summarize_session(outcomes, end):
    context = end.context
    by_status = {status: len(list(run)) for status, run in groupby(o.status for o in outcomes)}
    return {
        "session_id": context.session_id,
        "user_id": context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": by_status.get("denied", 0),
        "tool_errors": by_status.get("tool_error", 0),
    }
