# Breaks (Ex. 11, Returns): timestamp must read back "to the same instant". The date is built from
# datetime.isocalendar() ("the ISO calendar"), whose year is the ISO week-numbering year.
# Input: an outcome stamped 2027-01-01T12:00:00+00:00 (a Friday in week 53 of 2026): the line says
# "2026-01-01T12:00:00.000000+00:00", a year early. March 2026 stamps come out right.
import json


def _iso_time(moment):
    iso_year, _week, _day = moment.isocalendar()
    return (
        f"{iso_year:04d}-{moment.month:02d}-{moment.day:02d}"
        f"T{moment.hour:02d}:{moment.minute:02d}:{moment.second:02d}.{moment.microsecond:06d}+00:00"
    )


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    record = {
        "timestamp": _iso_time(outcome.timestamp),
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
