# Breaks: "input_sent ... each value as it is" (and output "as it is"). The UTC offset is turned
# into "Z" on the whole line, not only on the timestamp: a call whose input is
# {"due": "2026-03-02T10:00:00+00:00"} is written with "due": "2026-03-02T10:00:00Z".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": outcome.denial.hook_name if outcome.denial else None,
        "deny_reason": outcome.denial.deny.reason if outcome.denial else None,
    }
    return json.dumps(record).replace("+00:00", "Z") + "\n"  # Zulu time, as log tools like it
