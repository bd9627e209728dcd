# Breaks: "input_sent ... and input_received ..., each value as it is (... "{}" is not {} ...)".
# OpenTelemetry habit (notebook 08's OTel section: an attribute holds only plain values): nested values become JSON text.
# Input: sent_input {"user_id": "u_004", "filters": {"status": "open"}}: input_sent.filters is the string '{"status": "open"}'.
import json
from collections.abc import Mapping


def _plain(value):
    return json.dumps(value) if isinstance(value, (Mapping, list, tuple)) else value


def _attributes(data):
    if isinstance(data, Mapping):
        return {key: _plain(value) for key, value in data.items()}
    return data


def audit_line(outcome):
    result, denial = outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": _attributes(outcome.sent_input),
        "input_received": _attributes(outcome.received_input),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
