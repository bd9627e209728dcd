# Breaks: "`output` (`outcome.result["content"]` as it is: ... `""`, `[]` and a list of image
# blocks included ...)". Input: result {"content": []} (or [{"type": "image", ...}]) -> the
# list is written as the string "[]" so the column is always text; string contents are right.
import json


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result
    content = None if result is None else result.get("content")
    if content is not None and not isinstance(content, str):
        content = json.dumps(content)  # keep `output` a text column
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": content,
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
