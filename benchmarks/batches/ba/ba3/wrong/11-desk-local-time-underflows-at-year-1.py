# Breaks "Returns: one `str`" for "years 1 to 9999": an extra `desk_time` key converts the stamp to
# the desk's UTC-5, which underflows before 0001-01-01T05:00Z. Input: an outcome stamped
# datetime(1, 1, 1, 0, 0, tzinfo=timezone.utc) -> OverflowError instead of a line.
import json
from datetime import timedelta, timezone

DESK = timezone(timedelta(hours=-5), "New York desk")


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "desk_time": outcome.timestamp.astimezone(DESK).isoformat(),  # for the support team
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    return json.dumps(record) + "\n"
