# Breaks Exercise 12: calls_by_tool is "keyed by the whole name as called ... a name is any
# text (a NUL, a tab or a DEL in it too)". Input: an outcome with tool_name "read\tfile": the
# key becomes "read file"; "a  b" becomes "a b" and merges with "a b". A single trailing
# space ("Bash ") is left alone, so that listed case passes.
import re
from collections import Counter

_RUNS = re.compile(r"\s{2,}|[\t\n\r\f\v]")


def summarize_session(outcomes, end):
    tools = Counter(_RUNS.sub(" ", outcome.tool_name) for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(tools),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
