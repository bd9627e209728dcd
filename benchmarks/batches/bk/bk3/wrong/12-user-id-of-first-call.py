# Breaks Exercise 12: user_id is "end.context's own field" and outcomes may carry "another
# user_id". Input: end.context user_id "u_004", outcomes whose first has a context of the same
# session_id but user_id "u_999": the summary says "u_999". Empty sessions, and sessions whose
# first outcome has the same user, come out right.
from collections import Counter


def summarize_session(outcomes, end):
    who = outcomes[0].context if outcomes else end.context  # the user who actually called
    tools = Counter(outcome.tool_name for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": who.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(tools),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
