# Breaks "calls (an int: every outcome, denied and failed ones too, ... and one with an empty tool_use_id or
# tool_name, a malformed block's)": outcomes with status "invalid" are not counted as calls. Input: one
# ToolOutcome("lookup_user", "toolu_09", ctx, ts, "invalid", "not an object", None, result) -> calls 0,
# must be 1 (calls_by_tool still lists it).
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    by_tool = Counter(outcome.tool_name for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        # a malformed block never became a call
        "calls": sum(1 for outcome in outcomes if outcome.status != "invalid"),
        "calls_by_tool": dict(by_tool),
        "denials": sum(1 for outcome in outcomes if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in outcomes if outcome.status == "tool_error"),
    }
