# Breaks: `tool_errors` is "how many have `status == "tool_error"`, and only those": a tool
# error followed later by an ok call of the same tool counts as recovered and is not counted.
# Input: outcomes [lookup_user tool_error, lookup_user ok]: tool_errors 0, must be 1.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    errors = 0
    for index, outcome in enumerate(outcomes):
        if outcome.status != "tool_error":
            continue
        retried_ok = any(
            later.tool_name == outcome.tool_name and later.status == "ok"
            for later in outcomes[index + 1 :]
        )
        if not retried_ok:  # a retry that worked means the user never saw the failure
            errors += 1
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": errors,
    }
