# Right: groupby over a sorted *copy* of the names (sorted() never touches the caller's list), so
# each whole name, "" and lone surrogates included, is one run and gets its full count in a new
# plain dict. calls = len(outcomes); denials/tool_errors are sums of == tests on status only.
# Times: isoformat(timespec="microseconds") of end's UTC datetimes ("+00:00", same instant).
from itertools import groupby


def summarize_session(outcomes, end):
    names = sorted(outcome.tool_name for outcome in outcomes)
    calls_by_tool = {}
    for name, run in groupby(names):
        calls_by_tool[name] = sum(1 for _ in run)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(timespec="microseconds"),
        "ended_at": end.ended_at.isoformat(timespec="microseconds"),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": calls_by_tool,
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
