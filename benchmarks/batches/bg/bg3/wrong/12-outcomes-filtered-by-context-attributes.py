# Breaks: "outcomes are this session's own (each context.session_id is end.context.session_id,
# whatever else its context holds ...)" and "calls (an int: every outcome ...)". Only outcomes whose
# context attributes equal the end's are counted. Input: end with attributes {}, one outcome of the same
# session whose context has attributes {"cwd": "/work/project"}: calls must be 1, the answer says 0.
from collections import Counter


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    mine = [outcome for outcome in outcomes if outcome.context.session_id == end.context.session_id and dict(outcome.context.attributes) == dict(end.context.attributes)]
    by_tool = Counter(outcome.tool_name for outcome in mine)
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
