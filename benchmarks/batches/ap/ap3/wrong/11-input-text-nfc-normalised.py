# Breaks (Ex. 11, Returns): input_sent and input_received "each value as it is". Strings the model
# sent are put in NFC so searches match however they were typed (the output is left alone).
# Input: sent_input {"name": "Zoe\u0308"} ("e" + combining diaeresis), received the same: the line
# holds "Zo\u00eb" (precomposed); expected the two characters as sent.
import json
import unicodedata
from collections.abc import Mapping


def _nfc(value):
    if isinstance(value, str):
        return unicodedata.normalize("NFC", value)
    if isinstance(value, Mapping):
        return {key: _nfc(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_nfc(item) for item in value]
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
        "input_sent": _nfc(outcome.sent_input),
        "input_received": _nfc(outcome.received_input),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
