# Breaks "denials (an int: how many outcomes have status == "denied", whether or not another
# status carries a denial too)": `a or b and c` counts any non-ok outcome carrying a denial.
# Input: one outcome with status "tool_error" (or "refused_by_host") and a
# denial=Denial("tier", Deny("x")) -> denials == 1 instead of 0 (an "ok" one is not counted).
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(
            1
            for outcome in outcomes
            if outcome.status == "denied" or outcome.denial is not None and outcome.status != "ok"
        ),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
