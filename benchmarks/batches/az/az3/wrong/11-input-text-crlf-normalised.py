# Breaks: `input_sent` and `input_received` "... each value as it is (...; nothing masked)".
# Input: a Write whose sent input is {"file_path": "a.txt", "content": "one\r\ntwo\r\n"}:
# the line must hold "one\r\ntwo\r\n" (escaped by json); this answer turns CRLF into LF in
# every input string so diffs of the trail stay clean, writing "one\ntwo\n".
import json


def _lf(value):
    if isinstance(value, str):
        return value.replace("\r\n", "\n")
    if isinstance(value, dict):
        return {key: _lf(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_lf(item) for item in value]
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
        "input_sent": _lf(outcome.sent_input),
        "input_received": _lf(outcome.received_input),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
