# Breaks: "output (outcome.result["content"] as it is: ... `""`, `[]` and a list of image blocks
# included". Replaces the base64 data of image blocks with a size note to keep lines small.
# Input: result {"content": [{"type": "image", "source": {"type": "base64", "media_type":
# "image/png", "data": "iVBORw0KGgo="}}]}: the line's output holds "<12 base64 chars elided>".
import json
from collections.abc import Mapping


def _without_image_data(content):
    if not isinstance(content, (list, tuple)):
        return content
    blocks = []
    for block in content:
        source = block.get("source") if isinstance(block, Mapping) else None
        if block_is_image(block) and isinstance(source, Mapping) and isinstance(source.get("data"), str):
            source = {**source, "data": f"<{len(source['data'])} base64 chars elided>"}
            block = {**block, "source": source}
        blocks.append(block)
    return blocks


def block_is_image(block):
    return isinstance(block, Mapping) and block.get("type") == "image"


def audit_line(outcome):
    result, denial, context = outcome.result, outcome.denial, outcome.context
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else _without_image_data(result.get("content")),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
