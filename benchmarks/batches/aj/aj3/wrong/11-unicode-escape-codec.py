# Breaks: "one `str`: a JSON object" whose values are "as they are" (Returns, ex. 11). The line is made
# ASCII with the unicode_escape codec, which writes "\xe9" (not valid JSON) and doubles backslashes: an
# input {"name": "Zoë"} gives a line json.loads rejects, and an output 'say "hi"' breaks the string.
# Lines with plain ASCII values and no quote or backslash in them are right.
import json


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
    text = json.dumps(record, ensure_ascii=False)
    return text.encode("unicode_escape").decode("ascii") + "\n"  # ASCII-safe for any shipper
