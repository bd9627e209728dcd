# Wrong: breaks "session_id and user_id (outcome.context's own fields ...)": both are .strip()ped.
# HookContext keeps surrounding spaces (it only refuses blank ids). Input: context
# HookContext(" u_004 ", "free", "s_42 ") -> user_id "u_004", session_id "s_42"; expected as is.
import json


def audit_line(outcome):
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id.strip(),
        "user_id": outcome.context.user_id.strip(),
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    return json.dumps(record) + "\n"
