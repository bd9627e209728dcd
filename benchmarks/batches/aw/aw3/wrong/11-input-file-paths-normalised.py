# Breaks: "`input_sent` ... and `input_received` ..., each value as it is".
# So that one file has one spelling in the trail, every string under a key ending in "path" is
# written through posixpath.normpath: input {"file_path": "src/../notes.txt"} is logged as
# {"file_path": "notes.txt"} ("./a.txt" becomes "a.txt"). Plain inputs ({"user_id": "u_004"}) are untouched.
import json
import posixpath


def _tidy(value):
    if isinstance(value, dict):
        return {
            key: posixpath.normpath(item) if key.endswith("path") and isinstance(item, str) and item else _tidy(item)
            for key, item in value.items()
        }
    if isinstance(value, (list, tuple)):
        return [_tidy(item) for item in value]
    return value


def audit_line(outcome):
    context, result, denial = outcome.context, outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": _tidy(outcome.sent_input),
        "input_received": _tidy(outcome.received_input),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
