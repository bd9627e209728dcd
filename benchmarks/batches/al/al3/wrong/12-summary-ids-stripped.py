# Breaks: `session_id` and `user_id` are "`end.context`'s own fields": they are stripped of
# surrounding whitespace. A HookContext accepts ids with spaces around them (only a blank id
# is refused). Input: end.context user_id " u_004" (session_id "s_1 "): the summary says
# "u_004" ("s_1").
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id.strip(),
        "user_id": end.context.user_id.strip(),
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
