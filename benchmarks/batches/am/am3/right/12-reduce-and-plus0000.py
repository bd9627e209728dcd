# Right: functools.reduce folds the outcomes into fresh counts (nothing kept between calls, the
# list untouched); every outcome is a call and is counted under its exact name, "" included;
# denials and tool_errors count their status only. Times are end's own isoformat() with
# "+0000", which the text allows for this exercise.
from functools import reduce


def _add(tally, outcome):
    by_tool, denials, errors = tally
    by_tool[outcome.tool_name] = by_tool.get(outcome.tool_name, 0) + 1
    return (
        by_tool,
        denials + (1 if outcome.status == "denied" else 0),
        errors + (1 if outcome.status == "tool_error" else 0),
    )


def _plus0000(moment):
    return moment.isoformat().replace("+00:00", "+0000")


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    by_tool, denials, errors = reduce(_add, outcomes, ({}, 0, 0))
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": _plus0000(end.started_at),
        "ended_at": _plus0000(end.ended_at),
        "end_reason": end.reason,
        "calls": sum(by_tool.values()),
        "calls_by_tool": by_tool,
        "denials": denials,
        "tool_errors": errors,
    }
