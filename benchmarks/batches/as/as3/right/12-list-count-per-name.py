# Right: the names and statuses are copied into new lists and counted with list.count, keys in
# first-seen order via dict.fromkeys (whole names, "" included, lone surrogates untouched); a new
# dict per call. Times use "Z" for offset 0 (allowed), from end's own UTC datetimes.
def _utc(moment):
    text = moment.isoformat()
    return text[:-6] + "Z" if text.endswith("+00:00") else text


def summarize_session(outcomes, end):
    names = [outcome.tool_name for outcome in outcomes]
    statuses = [outcome.status for outcome in outcomes]
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": _utc(end.started_at),
        "ended_at": _utc(end.ended_at),
        "end_reason": end.reason,
        "calls": len(names),
        "calls_by_tool": {name: names.count(name) for name in dict.fromkeys(names)},
        "denials": statuses.count("denied"),
        "tool_errors": statuses.count("tool_error"),
    }
