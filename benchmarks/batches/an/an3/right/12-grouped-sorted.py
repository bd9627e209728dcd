# Right: sorts a copy of the names (sorted() never touches the caller's list) and groups
# equal neighbours, so every exact name is a key with its count; the statuses are counted
# with sum() over the same list; the times are written as date "T" time "+0000" (offset 0).
from itertools import groupby


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = sorted(outcome.tool_name for outcome in outcomes)
    table = {name: len(list(group)) for name, group in groupby(names)}

    def stamp(moment):
        return f"{moment.date().isoformat()}T{moment.time().isoformat()}+0000"

    summary = {}
    summary["session_id"] = end.context.session_id
    summary["user_id"] = end.context.user_id
    summary["started_at"] = stamp(end.started_at)
    summary["ended_at"] = stamp(end.ended_at)
    summary["end_reason"] = end.reason
    summary["calls"] = sum(table.values())
    summary["calls_by_tool"] = table
    summary["denials"] = sum(1 for o in outcomes if o.status == "denied")
    summary["tool_errors"] = sum(1 for o in outcomes if o.status == "tool_error")
    return summary
