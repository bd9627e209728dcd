# Breaks: "json.dumps escapes them, and every quote ..." and "deny_reason (... the reason whole".
# Escapes double quotes by hand before json.dumps, so they are escaped twice. Input: a denial
# whose reason is 'no "force" pushes': the line reads back as 'no \"force\" pushes'.
import json


def _quoted(text):
    return text.replace('"', '\\"') if isinstance(text, str) else text


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
        "output": None if result is None else _quoted(result.get("content")),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else _quoted(denial.deny.reason),
    }
    return json.dumps(record) + "\n"
