# Breaks "`calls_by_tool` (a plain dict of tool name to int ...)" and "`denials` (an int: how many
# outcomes have status == "denied" ...)": one Counter tallies both tool names and statuses, so a
# tool named like a status is counted twice. Input: outcomes=[one "ok" outcome of a tool named
# "ok"] -> calls_by_tool {"ok": 2} instead of {"ok": 1} (a tool named "denied" adds to denials).
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    tally = Counter()
    for outcome in outcomes:
        tally[outcome.tool_name] += 1
        tally[outcome.status] += 1
    names = dict.fromkeys(outcome.tool_name for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": {name: tally[name] for name in names},
        "denials": tally["denied"],
        "tool_errors": tally["tool_error"],
    }
