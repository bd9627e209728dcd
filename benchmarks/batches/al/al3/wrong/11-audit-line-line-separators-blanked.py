# Breaks: "U+2028 (U+0085 too) may stay as it is" and `output` "its characters as they are":
# with ensure_ascii=False the line-separator characters are replaced by spaces so that no
# reader splits the line. Input: result content "a\u2028b" (or "a\x85b"): the line's output
# reads back as "a b", not "a\u2028b".
import json

_LINE_BREAKS = {0x2028: " ", 0x2029: " ", 0x85: " "}


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
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    line = json.dumps(record, ensure_ascii=False).translate(_LINE_BREAKS)
    return line + "\n"
