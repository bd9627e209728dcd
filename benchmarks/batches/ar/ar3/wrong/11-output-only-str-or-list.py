# Breaks: "output (outcome.result["content"] as it is ...)". Only the two shapes the Messages API
# documents for tool_result content (a string, a list of blocks) are kept; any other JSON value becomes null.
# Input: result {"type": "tool_result", "tool_use_id": "toolu_01", "content": {"rows": 3}} (or content 42): "output": null.
import json


def audit_line(outcome):
    result, denial = outcome.result, outcome.denial
    content = None if result is None else result.get("content")
    if not isinstance(content, (str, list, tuple)):
        content = None
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": content,
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
