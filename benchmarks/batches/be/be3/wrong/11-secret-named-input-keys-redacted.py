# Wrong: breaks "input_sent ... and input_received ..., each value as it is (...; nothing
# masked)": values under keys that look secret (password, token, api_key, secret) are
# replaced by "***". Input: sent_input {"user": "a", "password": "hunter2"}: the line
# holds "password": "***".
import json

_SECRET_WORDS = ("password", "token", "secret", "api_key", "apikey")


def _redacted(value):
    if isinstance(value, dict):
        return {
            key: "***" if any(word in key.lower() for word in _SECRET_WORDS) else _redacted(item)
            for key, item in value.items()
        }
    if isinstance(value, (list, tuple)):
        return [_redacted(item) for item in value]
    return value


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": _redacted(outcome.sent_input),
        "input_received": _redacted(outcome.received_input),
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    return json.dumps(record) + "\n"
