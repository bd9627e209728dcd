# Breaks: "`json.dumps` escapes them" and output/inputs "as it is" (Returns, ex. 11). Newlines are escaped
# by hand before json.dumps escapes the backslash again: an output "line 1\nline 2" reads back from the
# line as "line 1\\nline 2" (a backslash and an n), and an input {"cmd": "a\r\nb"} likewise.
# Values without CR or LF are untouched.
import json
from collections.abc import Mapping


def _one_line(value):
    if isinstance(value, str):
        return value.replace("\r", "\\r").replace("\n", "\\n")
    if isinstance(value, Mapping):
        return {key: _one_line(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_one_line(item) for item in value]
    return value


def audit_line(outcome):
    denial, result = outcome.denial, outcome.result
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return json.dumps(_one_line(record)) + "\n"  # one line, whatever the tool printed
