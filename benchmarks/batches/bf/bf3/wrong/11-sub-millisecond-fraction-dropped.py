# Wrong: breaks "timestamp ... reads back to the same instant (to the microsecond)". Fractions
# under a millisecond are treated as clock noise and dropped: a timestamp of
# 2026-03-02T10:30:00.000500+00:00 is written "2026-03-02T10:30:00+00:00" (500 us lost).
# Whole seconds and fractions of 1 ms or more (.5, .123456) are written exactly.
import json


def audit_line(outcome):
    moment = outcome.timestamp
    if moment.microsecond < 1000:
        moment = moment.replace(microsecond=0)
    denial = outcome.denial
    record = {
        "timestamp": moment.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
