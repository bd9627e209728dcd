# Breaks: "`session_id` and `user_id` (`outcome.context`'s own fields ...)": the value as the context holds it.
# E-mail domains are case-insensitive, so the answer lowercases the part after the last "@":
# user_id "Ana.Diaz@Example.COM" is written as "Ana.Diaz@example.com". Ids without "@" ("u_004") are untouched.
import json


def _tidy_user(user_id):
    local, at, domain = user_id.rpartition("@")
    return f"{local}@{domain.lower()}" if at else user_id


def audit_line(outcome):
    context, result, denial = outcome.context, outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": _tidy_user(context.user_id),
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
