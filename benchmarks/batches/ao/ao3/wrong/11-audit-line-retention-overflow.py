# Wrong: timestamps are graded for "years 1 to 9999", and the function returns a line (it never
# raises). The extra retention key overflows: an outcome stamped 9999-06-01T00:00:00+00:00 raises
# OverflowError (date value out of range).
import json
from datetime import timedelta

RETENTION = timedelta(days=7 * 366)  # keep audit lines seven years


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "retain_until": (outcome.timestamp + RETENTION).date().isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
