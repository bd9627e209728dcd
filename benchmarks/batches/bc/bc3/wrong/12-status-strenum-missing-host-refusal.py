# Breaks "every status is one of ToolOutcome's six" / "a refused_by_host outcome is a call":
# statuses are parsed into a StrEnum (Python 3.11) that lists the five statuses of the
# notebook's support day, so Status("refused_by_host") raises ValueError. Input: one outcome
# with status "refused_by_host" -> ValueError instead of calls == 1.
from collections import Counter
from enum import StrEnum


class Status(StrEnum):
    OK = "ok"
    TOOL_ERROR = "tool_error"
    DENIED = "denied"
    INVALID = "invalid"
    HOOK_FAILED = "hook_failed"


def summarize_session(outcomes, end):
    """The session summary of one session, as a dict."""
    statuses = Counter(Status(outcome.status) for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": sum(statuses.values()),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": statuses[Status.DENIED],
        "tool_errors": statuses[Status.TOOL_ERROR],
    }
