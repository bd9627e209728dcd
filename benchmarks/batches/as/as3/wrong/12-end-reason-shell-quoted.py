# Wrong: breaks "end_reason (end.reason as it is ...)": the reason is shlex.quote()d so it can be
# pasted into a shell or grep safely. Input: reason "user cancelled" -> "'user cancelled'";
# expected "user cancelled" ("end_turn" is left unchanged, so the ordinary case passes).
import shlex
from collections import Counter


def summarize_session(outcomes, end):
    statuses = Counter(outcome.status for outcome in outcomes)
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": shlex.quote(end.reason),
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": statuses["denied"],
        "tool_errors": statuses["tool_error"],
    }
