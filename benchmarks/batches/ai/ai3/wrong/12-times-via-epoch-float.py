# Breaks: "`started_at` and `ended_at` (... of the same instant (to the microsecond, years 1 to
# 9999) ...)". Input: end.started_at = datetime(5000, 1, 1, 0, 0, 0, 123457, tzinfo=timezone.utc)
# -> the float epoch round trip writes ...00.123459+00:00; year 9999-12-31 23:59:59.999999 even
# raises ValueError. Dates near today round-trip exactly.
from collections import Counter
from datetime import datetime, timezone


def _utc_text(moment):
    return datetime.fromtimestamp(moment.timestamp(), tz=timezone.utc).isoformat()


def summarize_session(outcomes, end):
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": _utc_text(end.started_at),
        "ended_at": _utc_text(end.ended_at),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(o.tool_name for o in outcomes)),
        "denials": sum(1 for o in outcomes if o.status == "denied"),
        "tool_errors": sum(1 for o in outcomes if o.status == "tool_error"),
    }
