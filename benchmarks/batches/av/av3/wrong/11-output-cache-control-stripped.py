# Breaks: "`output` (`outcome.result["content"]` as it is ...)". Content blocks lose their
# `cache_control` key (read as Messages API transport metadata, not output). Input: content
# [{"type": "text", "text": "hi", "cache_control": {"type": "ephemeral"}}] -> output without
# cache_control; expected the block as returned.
import json
from collections.abc import Mapping


def _without_cache_control(content):
    if isinstance(content, str):
        return content
    return [
        {key: value for key, value in block.items() if key != "cache_control"}
        if isinstance(block, Mapping)
        else block
        for block in content
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
        "output": None if result is None else _without_cache_control(result.get("content")),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
