# Breaks "timestamp (... outcome.timestamp.isoformat() ...)": when the session's context has a
# "timestamp" attribute (the host's own time), that is written instead of the outcome's.
# Input: an outcome whose context is make_context(timestamp="2020-01-01T00:00:00+00:00") and
# whose timestamp is 2026-03-02T10:30:00Z -> the line says 2020.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    host_time = outcome.context.attributes.get("timestamp")
    record = {
        "timestamp": host_time if isinstance(host_time, str) else outcome.timestamp.isoformat(),
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
