# Breaks: "`output` (`outcome.result["content"]` as it is ...)". Neighbouring text blocks are
# merged into one (the list stays a list), so the output is not the content that was returned.
# Input: content [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}] ->
# output [{"type": "text", "text": "ab"}]; expected the two blocks.
import json
from collections.abc import Mapping


def _is_text(block):
    return isinstance(block, Mapping) and block.get("type") == "text" and set(block) == {"type", "text"}


def _output(content):
    if isinstance(content, str):
        return content
    merged = []
    for block in content:
        if merged and _is_text(block) and _is_text(merged[-1]):
            merged[-1] = {"type": "text", "text": merged[-1]["text"] + block["text"]}
        else:
            merged.append(block)
    return merged


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else _output(result.get("content")),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
