# Wrong: breaks "input_sent ... input_received ..., each value as it is": trailing
# whitespace is trimmed from every string value of the inputs. Input: a Write with
# sent_input {"file_path": "notes.txt", "content": "hello\n"}: logged as "content": "hello".
import json


def _trimmed(value):
    if isinstance(value, str):
        return value.rstrip()
    if isinstance(value, dict):
        return {key: _trimmed(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_trimmed(item) for item in value]
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
        "input_sent": _trimmed(outcome.sent_input),
        "input_received": _trimmed(outcome.received_input),
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    return json.dumps(record) + "\n"
