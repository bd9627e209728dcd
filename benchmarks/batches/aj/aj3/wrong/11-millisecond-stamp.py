# Breaks: timestamp "reads back to the same instant (to the microsecond)" (Returns, ex. 11).
# isoformat(timespec="milliseconds") drops the last three digits: 10:30:00.123456 UTC is written
# "2026-03-02T10:30:00.123+00:00", which reads back as .123000. Whole seconds and whole milliseconds are
# right.
import json


def audit_line(outcome):
    denial, result = outcome.denial, outcome.result
    record = {
        "timestamp": outcome.timestamp.isoformat(timespec="milliseconds"),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return json.dumps(record) + "\n"
