# Breaks: "calls_by_tool (a plain dict of tool name to int ...; a Counter is a dict subclass,
# not a plain dict)". Tallies in a defaultdict(int) and returns it as it is. Input: any session,
# e.g. two "Bash" outcomes: the values compare equal, but type(calls_by_tool) is defaultdict.
from collections import defaultdict


def summarize_session(outcomes, end):
    calls_by_tool = defaultdict(int)
    denials = tool_errors = 0
    for outcome in outcomes:
        calls_by_tool[outcome.tool_name] += 1
        denials += outcome.status == "denied"
        tool_errors += outcome.status == "tool_error"
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": calls_by_tool,
        "denials": int(denials),
        "tool_errors": int(tool_errors),
    }
