# Breaks: "`timestamp` (ISO 8601 ...; any form with its capital `T` between a `YYYY-MM-DD` date and
# an `HH:MM:SS` time ...)". Input: any outcome, e.g. timestamp 2026-03-02 10:30 UTC -> the
# datetime goes through json.dumps(default=str), i.e. str(dt) = "2026-03-02 10:30:00+00:00",
# with a space, not a T (datetime.fromisoformat still reads it back, so a read-back check passes).
import json


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result
    record = {
        "timestamp": outcome.timestamp,
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
    return json.dumps(record, default=str) + "\n"
