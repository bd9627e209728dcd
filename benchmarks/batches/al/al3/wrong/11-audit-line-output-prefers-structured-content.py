# Breaks: `output` is "`outcome.result["content"]` as it is": an MCP-style
# `structuredContent` is preferred when the result has one. Input: result
# {"content": [{"type": "text", "text": "{\"n\": 2}"}], "structuredContent": {"n": 2}}:
# the line's output is {"n": 2} instead of the content list.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    if result is None:
        output = None
    elif "structuredContent" in result:  # MCP: the machine-readable form, when there is one
        output = result["structuredContent"]
    else:
        output = result.get("content")
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
