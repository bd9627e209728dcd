# Breaks "output (outcome.result["content"] as it is ...)": the "BLOCKED: " marker is removed from a text
# output as noise. Input: a denied ToolOutcome whose result content is "BLOCKED: free tier cannot open case
# files. Alternative: offer the FAQ." -> output lacks the "BLOCKED: " prefix.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    if outcome.result is None:
        output = None
    else:
        output = outcome.result.get("content")
        if isinstance(output, str):
            output = output.removeprefix("BLOCKED: ")
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": output,
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
