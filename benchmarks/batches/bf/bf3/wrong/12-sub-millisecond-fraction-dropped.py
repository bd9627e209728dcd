# Wrong: breaks "started_at and ended_at ... of the same instant (to the microsecond ...)".
# Fractions under one millisecond are dropped as clock jitter: end.started_at
# 2026-03-02T01:58:00.000250+00:00 is written "2026-03-02T01:58:00+00:00". Whole seconds and
# fractions of at least 1 ms (e.g. .5, .123456) are written exactly.
from collections import Counter


def _when(moment):
    if moment.microsecond < 1000:
        moment = moment.replace(microsecond=0)
    return moment.isoformat()


def summarize_session(outcomes, end):
    return {
        "session_id": end.context.session_id,
        "user_id": end.context.user_id,
        "started_at": _when(end.started_at),
        "ended_at": _when(end.ended_at),
        "end_reason": end.reason,
        "calls": len(outcomes),
        "calls_by_tool": dict(Counter(outcome.tool_name for outcome in outcomes)),
        "denials": sum(outcome.status == "denied" for outcome in outcomes),
        "tool_errors": sum(outcome.status == "tool_error" for outcome in outcomes),
    }
