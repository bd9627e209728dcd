# Breaks: "input_sent ... and input_received ..., each value as it is (...; nothing masked)".
# Masks e-mail addresses in the inputs (privacy). Input: sent_input {"email": "ana@example.com"}:
# expected input_sent {"email": "ana@example.com"}; this writes {"email": "***@***"}.
import json
import re

_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")


def _masked(value):
    if isinstance(value, str):
        return _EMAIL.sub("***@***", value)
    if isinstance(value, dict):
        return {key: _masked(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_masked(item) for item in value]
    return value


def audit_line(outcome):
    result, denial, context = outcome.result, outcome.denial, outcome.context
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": _masked(outcome.sent_input),
        "input_received": _masked(outcome.received_input),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
