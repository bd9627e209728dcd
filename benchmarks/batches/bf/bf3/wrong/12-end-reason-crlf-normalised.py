# Wrong: breaks "end_reason (end.reason as it is ...)". Line endings in the reason are
# normalised to "\n" (reason.replace("\r\n", "\n").replace("\r", "\n")), so end.reason
# "hook said:\r\nstop" is written "hook said:\nstop". Reasons without a carriage return pass.
from collections import Counter


def summarize_session(outcomes, end):
    reason = end.reason.replace("\r\n", "\n").replace("\r", "\n")
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
