# Breaks: "Returns: one `str`" for a `timestamp` in "years 1 to 9999". Input: an outcome stamped
# 9999-12-31T23:30:00+00:00: the extra (ungraded) key "desk_time" converts it to the desk's
# UTC+01:00, which is year 10000, so `astimezone` raises OverflowError and no line is returned.
import json
from datetime import timedelta, timezone

DESK = timezone(timedelta(hours=1), "CET")  # the support desk's wall clock, for people reading the log


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "desk_time": outcome.timestamp.astimezone(DESK).strftime("%H:%M:%S"),
        "session_id": context.session_id,
        "user_id": context.user_id,
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
