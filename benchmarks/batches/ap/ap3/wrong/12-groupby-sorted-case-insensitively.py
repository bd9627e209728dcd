# Breaks (Ex. 12, Returns): calls_by_tool counts every call under its whole name ("Bash is neither
# bash ..."). Names are sorted case-insensitively for a tidy table, then grouped with groupby, whose
# groups are runs of equal neighbours. Input: tool names in order "bash", "Bash", "bash": the runs are
# bash, Bash, bash, so calls_by_tool says {"bash": 1, "Bash": 1}; expected {"bash": 2, "Bash": 1}.
from collections import Counter
from itertools import groupby


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = sorted((outcome.tool_name for outcome in outcomes), key=str.casefold)
    statuses = Counter(outcome.status for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": {name: len(list(run)) for name, run in groupby(names)},
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
