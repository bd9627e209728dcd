# Wrong: breaks "output (outcome.result["content"] as it is ...; "", [] and a list of image
# blocks included ...)": a content list of exactly one block is logged as that block.
# Input: result {"content": [{"type": "image", "source": {...}}]}: "output" is an object,
# not a one-item list.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    content = None if outcome.result is None else outcome.result.get("content")
    if isinstance(content, (list, tuple)) and len(content) == 1:
        content = content[0]  # a lone block needs no list around it
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": content,
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    return json.dumps(record) + "\n"
