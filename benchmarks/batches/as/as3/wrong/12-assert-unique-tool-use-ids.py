# Wrong: breaks "Two outcomes with the same tool_use_id are two calls, and so are two equal
# outcomes": it asserts the ids are unique as an integrity check. Input: the same outcome twice in
# the list -> AssertionError; expected calls 2 and calls_by_tool {name: 2}.
from collections import Counter


def summarize_session(outcomes, end):
    ids = [outcome.tool_use_id for outcome in outcomes]
    assert len(set(ids)) == len(ids), "duplicate tool_use_id in the session"
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
