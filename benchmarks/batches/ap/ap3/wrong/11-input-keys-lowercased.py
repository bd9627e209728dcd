# Breaks (Ex. 11, Returns): input_sent and input_received "each value as it is". Field names are
# folded to lower case so dashboards can query them one way.
# Input: an MCP call with sent_input {"filePath": "a.txt", "dryRun": False} (received the same):
# the line holds {"filepath": ..., "dryrun": false}; expected the keys as sent.
import json
from collections.abc import Mapping


def _folded(value):
    if isinstance(value, Mapping):
        return {str(key).lower(): _folded(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_folded(item) for item in value]
    return value


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    received = outcome.received_input
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": _folded(outcome.sent_input),
        "input_received": None if received is None else _folded(received),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
