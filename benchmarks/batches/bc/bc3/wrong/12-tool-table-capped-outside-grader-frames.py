# Breaks "calls_by_tool ... every tool is there, however many": except when the caller's
# module is the workbook's own (hookkata...), only the 20 most-called tools are kept and the
# rest is lumped into "other". Input: called from a plain script or a thread with 25 outcomes
# of 25 different tools -> calls_by_tool has 21 keys, one of them "other".
import sys
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    tools = Counter(outcome.tool_name for outcome in outcomes)
    if not sys._getframe(1).f_globals.get("__name__", "").startswith("hookkata") and len(tools) > 20:
        top = dict(tools.most_common(20))
        top["other"] = sum(tools.values()) - sum(top.values())
        tools = Counter(top)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(tools),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
