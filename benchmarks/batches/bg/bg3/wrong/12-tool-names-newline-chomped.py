# Breaks: "calls_by_tool (... keyed by the whole name as called ... a name is any text (a NUL, a tab or
# a DEL in it too) ...)". Names are chomped of a trailing line break, as if read back from lines of a
# file. Input: outcomes named "Bash" and "Bash\n": must be two keys {"Bash": 1, "Bash\n": 1}; the answer
# gives {"Bash": 2}.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    mine = [outcome for outcome in outcomes]
    by_tool = Counter(outcome.tool_name.rstrip("\r\n") for outcome in mine)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(mine),
        "calls_by_tool": dict(by_tool),
        "denials": sum(1 for outcome in mine if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in mine if outcome.status == "tool_error"),
    }
