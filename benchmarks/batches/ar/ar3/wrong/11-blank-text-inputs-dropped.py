# Breaks: "input_sent ... and input_received ..., each value as it is". Blank text fields are dropped
# from the inputs to keep lines short ("they carry nothing").
# Input: sent_input {"user_id": "u_004", "note": ""} (or "note": "  "): input_sent is {"user_id": "u_004"}.
import json
from collections.abc import Mapping


def _compact(data):
    if not isinstance(data, Mapping):
        return data
    return {k: v for k, v in data.items() if not (isinstance(v, str) and not v.strip())}


def audit_line(outcome):
    result, denial = outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": _compact(outcome.sent_input),
        "input_received": _compact(outcome.received_input),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
