# Breaks: "a lone surrogate such as `\ud800`, which JSON text may hold, too: never raise on it"
# with "`output` (... its characters as they are ...)". Input: result {"content": "a\ud800b"}
# -> the line is made "valid UTF-8" by encode(errors="replace"), so output reads back "a?b".
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
    text = json.dumps(record, ensure_ascii=False)  # readable non-ASCII in the file
    text = text.encode("utf-8", errors="replace").decode("utf-8")  # never a bad byte on disk
    return text + "\n"
