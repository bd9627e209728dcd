# Breaks: "output (... its characters as they are (no Unicode normalisation)". NFC-normalises a
# text output so "the same text is stored the same way". Input: result {"content": "cafe\u0301"}
# (e + combining acute): expected output "cafe\u0301" read back; this gives "caf\u00e9".
import json
import unicodedata


def audit_line(outcome):
    result, denial, context = outcome.result, outcome.denial, outcome.context
    output = None if result is None else result.get("content")
    if isinstance(output, str):
        output = unicodedata.normalize("NFC", output)
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": output,
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
