# Breaks: "`timestamp` (ISO 8601 in UTC with its offset, ... years 1 to 9999 ...)".
# Input: an outcome stamped datetime(1970, 1, 1, tzinfo=timezone.utc): the line says "timestamp": null,
# since a zero stamp is taken for a clock that was never set. Any other instant is written as isoformat().
import json
from datetime import datetime, timezone

_UNSET = datetime(1970, 1, 1, tzinfo=timezone.utc)  # what a clock that never ran reads


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    result = outcome.result
    record = {
        "timestamp": None if outcome.timestamp == _UNSET else outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
        "status": outcome.status,
    }
    return json.dumps(record) + "\n"
