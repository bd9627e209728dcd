# Breaks: "`output` (`outcome.result["content"]` as it is ...)". Empty text blocks are dropped,
# as the Messages API refuses them in a request; the audit line must keep the output as returned.
# Input: content [{"type": "text", "text": ""}, {"type": "text", "text": "ok"}] -> output has one
# block; expected both.
import json
from collections.abc import Mapping


def _output(content):
    if isinstance(content, str):
        return content
    return [
        block
        for block in content
        if not (isinstance(block, Mapping) and block.get("type") == "text" and block.get("text") == "")
    ]


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
