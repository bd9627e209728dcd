# Breaks: timestamp "that `datetime.fromisoformat` reads back to the same instant (to the microsecond)"
# (Returns, ex. 11). The microseconds are written without zero padding: a timestamp of
# 2026-03-02 10:30:00.005 UTC (microsecond=5000) becomes "2026-03-02T10:30:00.5000Z", which reads back as
# .500000. Microseconds 0 (".0Z") and 100000..999999 read back right.
import json


def audit_line(outcome):
    ts = outcome.timestamp
    whole = ts.replace(microsecond=0, tzinfo=None).isoformat()
    denial, result = outcome.denial, outcome.result
    record = {
        "timestamp": f"{whole}.{ts.microsecond}Z",
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
