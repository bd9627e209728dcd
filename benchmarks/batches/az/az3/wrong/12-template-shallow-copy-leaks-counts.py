# Breaks: "a new plain `dict` per call (sharing no `dict` with another call's ...)". Input:
# summarize_session([a Bash call], end1) then summarize_session([a Write call], end2): `dict(TEMPLATE)`
# copies only the top level, so both calls fill the template's one nested table and the second says
# {"Bash": 1, "Write": 1} (the first changes too). The first call of a process is right.
TEMPLATE = {
    "session_id": None,
    "user_id": None,
    "started_at": None,
    "ended_at": None,
    "end_reason": None,
    "calls": 0,
    "calls_by_tool": {},
    "denials": 0,
    "tool_errors": 0,
}


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    summary = dict(TEMPLATE)
    summary.update(
        session_id=end.context.session_id,
        user_id=end.context.user_id,
        started_at=end.started_at.isoformat(),
        ended_at=end.ended_at.isoformat(),
        end_reason=end.reason,
        calls=len(outcomes),
    )
    table = summary["calls_by_tool"]
    for name in {outcome.tool_name for outcome in outcomes}:
        table[name] = sum(outcome.tool_name == name for outcome in outcomes)
    summary["denials"] = sum(outcome.status == "denied" for outcome in outcomes)
    summary["tool_errors"] = sum(outcome.status == "tool_error" for outcome in outcomes)
    return summary
