# Wrong: breaks "output (outcome.result["content"] as it is ...)". For list content it rebuilds
# each text block with its text stripped: content [{"type": "text", "text": "total: 3\n"}] is
# written [{"type": "text", "text": "total: 3"}]. String content and blocks without edge
# whitespace are unchanged.
import json
from collections.abc import Mapping


def _block(block):
    if isinstance(block, Mapping) and block.get("type") == "text" and isinstance(block.get("text"), str):
        return {**block, "text": block["text"].strip()}
    return block


def audit_line(outcome):
    content = None if outcome.result is None else outcome.result.get("content")
    if isinstance(content, (list, tuple)):
        content = [_block(block) for block in content]
    denial = outcome.denial
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
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
