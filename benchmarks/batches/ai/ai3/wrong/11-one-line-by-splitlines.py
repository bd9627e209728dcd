# Breaks: "`output` (... its characters as they are ...)" with "U+2028 (U+0085 too) may stay as
# it is". Input: result {"content": "a\u2028b"} (or "a\x85b") -> with ensure_ascii=False the
# character stays raw, then " ".join(text.splitlines()) turns it into a space: output "a b".
import json


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result
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
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    text = json.dumps(record, ensure_ascii=False)
    return " ".join(text.splitlines()) + "\n"  # belt and braces: exactly one line
