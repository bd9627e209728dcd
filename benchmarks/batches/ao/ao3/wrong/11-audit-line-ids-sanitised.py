# Wrong: "tool_use_id and tool_name (as they are ...)". The id is cut down to the API's
# [A-Za-z0-9_-] alphabet "against log injection": tool_use_id "toolu_01:retry" is written as
# "toolu_01_retry".
import json
import re

_UNSAFE = re.compile(r"[^A-Za-z0-9_-]")


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": _UNSAFE.sub("_", outcome.tool_use_id),
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
