# Right: functools.reduce folds the outcomes into (tally, denials, tool_errors) starting from a
# fresh dict each call; the caller's list is only read. Every outcome counts as a call and under
# its whole tool name; only status "denied" / "tool_error" count as denials / tool errors.
# Times are isoformat() of end's own UTC datetimes, ids and reason end.context's / end's own.
from functools import reduce


def _step(state, outcome):
    tally, denials, tool_errors = state
    tally[outcome.tool_name] = tally.get(outcome.tool_name, 0) + 1
    return (
        tally,
        denials + (1 if outcome.status == "denied" else 0),
        tool_errors + (1 if outcome.status == "tool_error" else 0),
    )


def summarize_session(outcomes, end):
    tally, denials, tool_errors = reduce(_step, outcomes, ({}, 0, 0))
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": tally,
        "denials": denials,
        "tool_errors": tool_errors,
    }
