# Breaks (Ex. 12, Returns): calls_by_tool is "keyed by the whole name as called:
# mcp__files__delete_file is not delete_file". Each name's count uses `in` (substring) for ==.
# Input: one call of "delete_file" and one of "mcp__files__delete_file": calls_by_tool says
# {"delete_file": 2, ...: 1}; expected 1 and 1. (An empty name "" would count every call.)
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    names = dict.fromkeys(outcome.tool_name for outcome in outcomes)
    statuses = Counter(outcome.status for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": {
            name: sum(1 for outcome in outcomes if name in outcome.tool_name) for name in names
        },
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
