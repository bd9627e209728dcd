# Right: a dict of the graded keys read straight from the outcome (context's own ids, names and
# both inputs as they are, result["content"] or null, is_error = status != "ok", denial fields
# or null), timestamp = outcome.timestamp.isoformat() ("+00:00"); json.dumps escapes control
# characters and lone surrogates as \uXXXX, then exactly one "\n".
import json


def audit_line(outcome):
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
        "status": outcome.status,
    }
    return json.dumps(record) + "\n"
