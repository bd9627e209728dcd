# Right for Exercise 12: ids and reason from end itself; times as date().isoformat() + "T" +
# time().isoformat() + "Z" (zero-padded year, microseconds when non-zero, end before start kept);
# every outcome counted, names whole as dict keys, statuses compared exactly. A JSON round trip
# builds brand-new plain dicts and ints each call (lone surrogates, NUL, tabs survive it; only a
# high+low pair would join, which the text leaves out). The list is only read.
import json


def _stamp(moment):
    return f"{moment.date().isoformat()}T{moment.time().isoformat()}Z"


def summarize_session(outcomes, end):
    table = {}
    for outcome in outcomes:
        table[outcome.tool_name] = table.get(outcome.tool_name, 0) + 1
    statuses = [outcome.status for outcome in outcomes]
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": _stamp(end.started_at),
        "ended_at": _stamp(end.ended_at),
        "end_reason": end.reason,
        "calls": len(statuses),
        "calls_by_tool": table,
        "denials": statuses.count("denied"),
        "tool_errors": statuses.count("tool_error"),
    }
    return json.loads(json.dumps(summary))
