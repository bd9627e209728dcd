# Wrong: "a refused_by_host outcome is a call" and a summary is always returned. Each host
# refusal is logged at WARNING with extra={"name": tool_name}; "name" is a LogRecord
# attribute, so logging raises KeyError ("Attempt to overwrite 'name' in LogRecord") for any
# session holding a refused_by_host outcome.
import logging
from collections import Counter

_log = logging.getLogger("session_summary")


def summarize_session(outcomes, end):
    for outcome in outcomes:
        if outcome.status == "refused_by_host":
            _log.warning("host refused a call", extra={"name": outcome.tool_name, "session": end.context.session_id})
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": end.started_at.isoformat(),
        "ended_at": end.ended_at.isoformat(),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
