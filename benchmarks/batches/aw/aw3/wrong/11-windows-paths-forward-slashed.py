# Breaks: "`input_sent` ... and `input_received` ..., each value as it is".
# For a trail that reads the same on every OS, a string that looks like a Windows path
# (drive letter, colon, backslash) gets forward slashes: input {"path": "C:\\Users\\ana\\report.txt"}
# is logged as {"path": "C:/Users/ana/report.txt"}. Other strings are untouched.
import json
import re

_WINDOWS_PATH = re.compile(r"^[A-Za-z]:\\")


def _portable(value):
    if isinstance(value, str):
        return value.replace("\\", "/") if _WINDOWS_PATH.match(value) else value
    if isinstance(value, dict):
        return {key: _portable(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_portable(item) for item in value]
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
        "input_sent": _portable(outcome.sent_input),
        "input_received": _portable(outcome.received_input),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
