# Breaks: "`timestamp` ... a `YYYY-MM-DD` date ... that `datetime.fromisoformat` reads back to the
# same instant (to the microsecond, years 1 to 9999)". Input: timestamp datetime(999, 1, 2, 3, 4,
# 5, tzinfo=timezone.utc) -> glibc's %Y gives "999-01-02T03:04:05.000000+00:00", which
# fromisoformat refuses (also year 1 -> "1-01-01T..."); years 1000+ come out right.
import json


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result
    record = {
        "timestamp": outcome.timestamp.strftime("%Y-%m-%dT%H:%M:%S.%f") + "+00:00",
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
