# Breaks Exercise 11: "with no other "\n" ... (json.dumps escapes them ...)" and output/inputs
# "as it is". Mistakes the two-character escape for a newline. Input: result content "a\nb":
# the line says "a b"; input_sent {"path": "C:\\new"} (backslash, n): the line becomes
# invalid JSON ("\ " escape).
import json


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result
    record = {
        "timestamp": outcome.timestamp.isoformat(),
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
    text = json.dumps(record).replace("\\n", " ").replace("\\r", " ")  # one line, no newlines
    return text + "\n"
