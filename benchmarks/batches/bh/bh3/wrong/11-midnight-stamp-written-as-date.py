# Wrong: breaks "`timestamp` (... any form with its capital `T` between a `YYYY-MM-DD` date and
# an `HH:MM:SS` time ...)": a shared date-or-datetime formatter writes a stamp at exactly
# midnight as a bare date. Input: timestamp 2026-03-02T00:00:00+00:00 -> "2026-03-02", no T
# and no time (any other time is written with isoformat()).
import json
from datetime import time


def _when(stamp):
    if stamp.timetz().replace(tzinfo=None) == time(0):
        return stamp.date().isoformat()
    return stamp.isoformat()


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    result = outcome.result
    record = {
        "timestamp": _when(outcome.timestamp),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
