# Breaks: `timestamp` must read back "to the same instant (to the microsecond, years 1 to
# 9999)": it is rebuilt from the float POSIX timestamp, which loses microseconds far from 1970
# (and raises near 9999). Input: timestamp 3000-01-01T00:00:00.000001+00:00 is written as
# 3000-01-01T00:00:00+00:00; 9999-12-31T23:59:59.999999+00:00 raises ValueError.
import json
from datetime import datetime, timezone


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    # Whatever zone the clock used, pin it to UTC through the epoch.
    when = datetime.fromtimestamp(outcome.timestamp.timestamp(), tz=timezone.utc)
    record = {
        "timestamp": when.isoformat(),
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
