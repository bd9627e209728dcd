# Breaks "`output` (`outcome.result["content"]` as it is: ... `[]` and a list of image blocks
# included ...)": block lists are filtered the anthropic-SDK way (`block.type`, `model_dump()`),
# but the blocks here are mappings, so `block.type` raises. Input: an "ok" outcome whose content is
# [{"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "iVBOR"}}]
# -> AttributeError instead of a line.
import json


def _output(result):
    if result is None:
        return None
    content = result.get("content")
    if isinstance(content, (list, tuple)):
        return [
            block.model_dump() if hasattr(block, "model_dump") else block
            for block in content
            if block.type != "thinking"  # thinking blocks are not output
        ]
    return content


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": _output(outcome.result),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
        "status": outcome.status,
    }
    return json.dumps(record) + "\n"
