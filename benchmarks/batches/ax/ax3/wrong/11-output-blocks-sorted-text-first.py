# Breaks "output (outcome.result["content"] as it is ...; a list of image blocks included)": a
# list of content blocks is re-ordered so text blocks come first. Input: content
# [{"type": "image", "source": {...}}, {"type": "text", "text": "chart"}] is written text first.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    output = None if result is None else result.get("content")
    if isinstance(output, tuple):
        output = sorted(output, key=lambda block: block.get("type") != "text")  # readers want the text
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
