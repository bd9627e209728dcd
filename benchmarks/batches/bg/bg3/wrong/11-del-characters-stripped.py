# Breaks: "`output` (outcome.result["content"] as it is: ... its characters as they are". The line is
# written with ensure_ascii=False (json.dumps then leaves DEL raw), and a clean-up deletes control
# characters, DEL (U+007F) included, from the finished line. Input: an ok outcome whose content is
# "a\x7fb": the line's output reads back "ab".
import json
import re

_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


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
    text = json.dumps(record, ensure_ascii=False)  # readable: no \u00e9 escapes
    return _CONTROL.sub("", text) + "\n"  # no raw control character reaches the log
