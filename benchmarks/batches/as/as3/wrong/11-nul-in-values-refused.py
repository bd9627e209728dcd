# Wrong: breaks "Returns: one str ... json.dumps escapes ... every ... control character in a value":
# a NUL anywhere in a value is refused with ValueError (log hardening) instead of being escaped.
# Input: sent_input {"query": "a\x00b"} raises ValueError; expected a line whose input_sent holds
# "a\u0000b".
import json


def audit_line(outcome):
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    line = json.dumps(record)
    if "\\u0000" in line:
        raise ValueError("refusing to write a NUL character into the audit trail")
    return line + "\n"
