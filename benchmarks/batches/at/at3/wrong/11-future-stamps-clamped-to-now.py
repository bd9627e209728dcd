# Breaks "timestamp ... reads back to the same instant (to the microsecond, years 1 to 9999)".
# Input: an outcome stamped datetime(2100, 1, 1, tzinfo=timezone.utc): a reading later than the
# machine's clock is taken for clock skew and replaced by datetime.now(timezone.utc), so the line
# holds today's time, not 2100-01-01T00:00:00+00:00.
import json
from datetime import datetime, timezone


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    when = min(outcome.timestamp, datetime.now(timezone.utc))  # no lines from the future
    denial, result = outcome.denial, outcome.result
    record = {
        "timestamp": when.isoformat(),
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
