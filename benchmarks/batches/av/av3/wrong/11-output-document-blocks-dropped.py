# Breaks: "`output` (`outcome.result["content"]` as it is ... a list of image blocks included)". Only
# the block types this answer knows (text, image) are kept; a `document` block is dropped.
# Input: content [{"type": "text", "text": "see"}, {"type": "document", "source": {...}}] -> output
# has only the text block; expected both blocks.
import json
from collections.abc import Mapping

_KNOWN_BLOCKS = ("text", "image")


def _output(content):
    if isinstance(content, str):
        return content
    return [b for b in content if not isinstance(b, Mapping) or b.get("type") in _KNOWN_BLOCKS]


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
