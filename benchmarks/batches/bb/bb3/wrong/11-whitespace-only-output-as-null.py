# Breaks "output (outcome.result["content"] as it is ... or null only when outcome.result is
# None)": an output made only of whitespace is taken for "nothing" and written as null.
# result {"type": "tool_result", "tool_use_id": "t", "content": "   \n"} -> "output": null.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    context, result, denial = outcome.context, outcome.result, outcome.denial
    output = None if result is None else result.get("content")
    if isinstance(output, str) and output.isspace():
        output = None
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
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
