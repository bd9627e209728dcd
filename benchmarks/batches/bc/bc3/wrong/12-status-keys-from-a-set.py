# Breaks "denials (... status == "denied") and tool_errors (... status == "tool_error")": the
# two keys are zipped from a set, whose order follows the string hash seed, with the two
# counts in a fixed order, so in about half of all processes they are swapped. Input: one
# denied and two tool_error outcomes, PYTHONHASHSEED=1 -> denials == 2 (=0 is right).
from collections import Counter

COUNTED = {"denials", "tool_errors"}


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    statuses = Counter(outcome.status for outcome in outcomes)
    summary = {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
    }
    summary.update(zip(COUNTED, (statuses["denied"], statuses["tool_error"])))
    return summary
