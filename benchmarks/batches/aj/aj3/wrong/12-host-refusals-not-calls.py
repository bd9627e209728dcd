# Breaks: "a `"refused_by_host"` outcome is a call, neither a denial nor a tool error" and calls is
# "every outcome" (Returns, ex. 12). Calls the host refused are left out as never made: outcomes
# [ok Write, refused_by_host Bash] give calls 1 and calls_by_tool {"Write": 1} instead of 2 and
# {"Write": 1, "Bash": 1}. Sessions without a host refusal are right.
from collections import Counter


def summarize_session(outcomes, end):
    made = [outcome for outcome in outcomes if outcome.status != "refused_by_host"]
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(made),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in made)),
        "denials": sum(outcome.status == "denied" for outcome in made),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in made),
    }
