# Breaks: "calls (an int: every outcome ...)" and "so are two equal outcomes (the same call
# recorded twice)". Counts the same outcome object only once ("delivered twice by a hook listed
# twice"). Input: outcomes = [o, o] for one ok "Bash" outcome o: expected calls 2 and
# {"Bash": 2}; this gives 1 and {"Bash": 1}. (Two equal but separate objects still count twice.)
from collections import Counter


def summarize_session(outcomes, end):
    seen = set()
    counted = []
    for outcome in outcomes:
        if id(outcome) not in seen:
            seen.add(id(outcome))
            counted.append(outcome)
    calls_by_tool = Counter(outcome.tool_name for outcome in counted)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(counted),
        "calls_by_tool": dict(calls_by_tool),
        "denials": sum(1 for outcome in counted if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in counted if outcome.status == "tool_error"),
    }
