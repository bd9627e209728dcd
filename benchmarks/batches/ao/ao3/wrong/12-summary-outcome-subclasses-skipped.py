# Wrong: "calls (an int: every outcome ...)". Outcomes are kept only when type(o) is ToolOutcome:
# an instance of a dataclass subclass of ToolOutcome (a host's own outcome type) is not counted
# in calls, calls_by_tool, denials or tool_errors.
from collections import Counter

from toolhooks import ToolOutcome


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    real = [outcome for outcome in outcomes if type(outcome) is ToolOutcome]  # skip stray objects
    counts = Counter(outcome.tool_name for outcome in real)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(real),
        "calls_by_tool": dict(counts),
        "denials": sum(1 for outcome in real if outcome.status == "denied"),
        "tool_errors": sum(1 for outcome in real if outcome.status == "tool_error"),
    }
