# Breaks (Ex. 11, Returns): timestamp must read back "to the same instant". The time of day uses
# strftime's %I (hour on a 12-hour clock) where %H was meant.
# Input: an outcome stamped 2026-03-02T15:45:00+00:00: the line says "2026-03-02T03:45:00.000000+00:00",
# twelve hours early (and 00:xx becomes 12:xx). Stamps from 01:00 to 12:59 come out right.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    when = outcome.timestamp
    stamp = f"{when.date().isoformat()}T{when.strftime('%I:%M:%S')}.{when.microsecond:06d}+00:00"
    record = {
        "timestamp": stamp,
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
