# Breaks: "Each call counts it as it is then". For long sessions the tally is kept per list and
# only entries past the last count are added (growth is handled): L = [a, b, c];
# summarize_session(L, end); del L[1:]; summarize_session(L, end) still says calls 3, not 1
# (likewise after L[0] is replaced by an outcome of another tool).
from collections import Counter

_PROGRESS = {}  # id(outcomes) -> (the list itself, entries seen, tools, statuses)


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    entry = _PROGRESS.get(id(outcomes))
    if entry is None or entry[0] is not outcomes:
        entry = (outcomes, 0, Counter(), Counter())
    _, seen, tools, statuses = entry
    for outcome in outcomes[seen:]:  # only what arrived since the last call
        tools[outcome.tool_name] += 1
        statuses[outcome.status] += 1
    _PROGRESS[id(outcomes)] = (outcomes, max(seen, len(outcomes)), tools, statuses)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": sum(tools.values()),
        "calls_by_tool": dict(tools),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
