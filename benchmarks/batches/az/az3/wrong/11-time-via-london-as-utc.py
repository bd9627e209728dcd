# Breaks: `timestamp` "(ISO 8601 in UTC with its offset ... with offset `+00:00` or `Z` ...)".
# Input: an outcome stamped 2026-07-01T10:00:00+00:00: this answer writes the time in
# "Europe/London", taking London for UTC, which holds only in winter: in summer (BST) the line
# says "2026-07-01T11:00:00+01:00". The notebook's March day comes out right.
import json
from zoneinfo import ZoneInfo

HQ = ZoneInfo("Europe/London")  # "GMT": the desk's compliance team reads UK time


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    record = {
        "timestamp": outcome.timestamp.astimezone(HQ).isoformat(),
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
