# Breaks: "output (... a long one stays whole, its characters as they are" and "deny_reason
# (... the reason whole". Normalises Windows and old-Mac line endings to "\n" first. Input: result
# {"content": "line 1\r\nline 2\r"}: expected that text read back; this gives "line 1\nline 2\n".
import json


def _unix(text):
    if isinstance(text, str):
        return text.replace("\r\n", "\n").replace("\r", "\n")
    return text


def audit_line(outcome):
    result, denial, context = outcome.result, outcome.denial, outcome.context
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else _unix(result.get("content")),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else _unix(denial.deny.reason),
    }
    return json.dumps(record) + "\n"
