# Breaks: `input_sent` and `input_received` "each value as it is ... nothing masked": a
# Write's or Edit's "content" argument (a whole file) is replaced by its length to keep lines
# short. Input: tool_name "Write", sent_input {"file_path": "notes.txt", "content": "hello\n"}:
# the line holds "content": "<6 chars>" instead of "hello\n".
import json
from collections.abc import Mapping


def _short(tool_name, value):
    if tool_name in ("Write", "Edit") and isinstance(value, Mapping) and isinstance(value.get("content"), str):
        return {**value, "content": f"<{len(value['content'])} chars>"}
    return value


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": _short(outcome.tool_name, outcome.sent_input),
        "input_received": _short(outcome.tool_name, outcome.received_input),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
