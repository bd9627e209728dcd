# Breaks Exercise 11: output is result["content"] "as it is ... or null when outcome.result is
# None, whatever the status". Input: ToolOutcome(status="invalid", sent_input="not an object",
# received_input=None, result={"content": "tool_use input must be an object", "is_error": True}):
# the line says output null instead of that text.
import json


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result
    if result is None or outcome.status == "invalid":  # a malformed block produced no output
        output = None
    else:
        output = result.get("content")
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": output,
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
