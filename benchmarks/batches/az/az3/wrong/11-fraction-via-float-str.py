# Breaks: `timestamp` "... that `datetime.fromisoformat` reads back to the same instant (to the
# microsecond ...)". Input: an outcome stamped 2026-03-02T10:30:00.000005+00:00 (microsecond 5):
# `str(5 / 1e6)` is "5e-06", so the line says "2026-03-02T10:30:00e-06+00:00", which does not
# read back. Whole seconds and fractions of 100 microseconds or more come out right.
import json


def _stamp(moment):
    text = moment.replace(microsecond=0, tzinfo=None).isoformat()
    if moment.microsecond:
        text += str(moment.microsecond / 1_000_000)[1:]  # ".5", ".123456": no trailing zeros
    return text + "+00:00"


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    record = {
        "timestamp": _stamp(outcome.timestamp),
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
