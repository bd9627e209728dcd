# Breaks "timestamp ... that datetime.fromisoformat reads back to the same instant (to the
# microsecond, years 1 to 9999)". Input: an outcome stamped datetime(1969, 7, 20, 20, 17,
# tzinfo=timezone.utc): a reading before 1970 is taken for a broken clock and written as
# 1970-01-01T00:00:00+00:00.
import json
from datetime import datetime, timezone

_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    when = max(outcome.timestamp, _EPOCH)  # a clock before the epoch is a clock gone wrong
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
