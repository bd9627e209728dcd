# Breaks: "ended_at (end.ended_at.isoformat(): in UTC, as end holds them ...)". Moves the end to
# the last outcome when one is stamped later ("a session cannot end before its last call").
# Input: end.ended_at 10:05 UTC, an outcome stamped 10:06: expected ended_at 10:05; this gives
# 10:06.
from collections import Counter


def summarize_session(outcomes, end):
    counted = outcomes
    calls_by_tool = Counter(outcome.tool_name for outcome in counted)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": max([end.ended_at, *(outcome.timestamp for outcome in outcomes)]).isoformat(),
        "end_reason": end.reason,
        "calls": len(counted),
        "calls_by_tool": dict(calls_by_tool),
        "denials": sum(1 for outcome in counted if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in counted if outcome.status == "tool_error"),
    }
