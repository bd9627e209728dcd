# Breaks: "the summary of the session as a dict" with "`calls` (... every outcome, denied ... too)": it must
# return for any session. Input: outcomes = [one outcome with status="denied"] (every call of the session
# denied): the extra key "error_rate" divides by calls - denials = 0 and raises ZeroDivisionError. The empty
# session is guarded; sessions with at least one call that was not denied come out right.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    calls = len(outcomes)
    denials = sum(1 for outcome in outcomes if outcome.status == "denied")
    tool_errors = sum(1 for outcome in outcomes if outcome.status == "tool_error")
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": calls,
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": denials,
        "tool_errors": tool_errors,
        # errors among the calls that reached their tool
        "error_rate": tool_errors / (calls - denials) if calls else 0.0,
    }
