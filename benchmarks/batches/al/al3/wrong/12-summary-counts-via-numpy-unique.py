# Breaks: `calls_by_tool` is "a plain dict of tool name to int" keyed by "the whole name as
# called": np.unique gives numpy.int64 counts and numpy.str_ keys, and a numpy string array
# drops trailing NULs. Input: tools ["Bash", "Bash"]: {"Bash": np.int64(2)} (type not int,
# json.dumps raises); a tool named "x\x00" is counted under "x".
import numpy as np


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names, counts = np.unique(np.array([o.tool_name for o in outcomes], dtype=str), return_counts=True)
    statuses = np.array([o.status for o in outcomes], dtype=object)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(zip(names, counts)),
        "denials": int((statuses == "denied").sum()),
        "tool_errors": int((statuses == "tool_error").sum()),
    }
