# Breaks "output (outcome.result["content"] as it is ...)": a list of content blocks is
# de-duplicated with dict.fromkeys, so a block the tool returned twice is written once. Input:
# content [{"type": "text", "text": "ok"}, {"type": "text", "text": "ok"}] -> a list of one block.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    output = None if result is None else result.get("content")
    if isinstance(output, tuple):
        output = list(dict.fromkeys(output))  # tools that repeat a block should not bloat the trail
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
