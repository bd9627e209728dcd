# Wrong: breaks "outcomes are this session's own (each context.session_id is end.context.session_id,
# whatever else its context holds, another user_id too)": it asserts every outcome has the end's
# user_id. Input: one outcome with HookContext("u_other", "free", <same session>) -> AssertionError;
# expected calls 1 and user_id the end's.
from collections import Counter


def summarize_session(outcomes, end):
    for outcome in outcomes:
        assert outcome.context.user_id == end.context.user_id, "outcome of another user"
    statuses = Counter(outcome.status for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
