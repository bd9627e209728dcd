# Breaks "timestamp (ISO 8601 ... that datetime.fromisoformat reads back to the same instant)".
# Input: audit_line of an outcome stamped 2026-03-02T10:30:00Z, then of one stamped
# 2025-03-02T10:30:00Z (both day 61 of their year): the date part is memoised by day of year, so
# the second line says 2026-03-02T10:30:00+00:00.
import json

_DATE_OF_DAY = {}  # the date text, built once per day: a busy day writes thousands of lines


def _stamp(when):
    day = when.timetuple().tm_yday
    date = _DATE_OF_DAY.get(day)
    if date is None:
        date = _DATE_OF_DAY[day] = when.date().isoformat()
    return f"{date}T{when.time().isoformat()}+00:00"


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result = outcome.denial, outcome.result
    record = {
        "timestamp": _stamp(outcome.timestamp),
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
