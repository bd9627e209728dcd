# Breaks the timestamp rule ("HH:MM:SS time that datetime.fromisoformat reads back to the same instant ...
# with offset +00:00 or Z"): rstrip("+00:00") strips the characters + 0 : from the right, not the suffix.
# Input: outcome.timestamp = 2026-03-02 01:58:20+00:00 (no microseconds) -> "2026-03-02T01:58:2Z", which
# fromisoformat rejects (01:58:00 gives "...T01:58Z", no seconds). With microseconds such as .123456 it is right.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat().rstrip("+00:00") + "Z",
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
