# Breaks: "output (outcome.result["content"] as it is: ... its characters as they are". Drops a
# leading byte order mark that a tool reading a UTF-8-with-BOM file passes on. Input: result
# {"content": "\ufeffid,name\n1,Ana\n"}: expected the text with its U+FEFF; this drops it.
import json


def _without_bom(text):
    return text.removeprefix("\ufeff") if isinstance(text, str) else text


def audit_line(outcome):
    result, denial, context = outcome.result, outcome.denial, outcome.context
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else _without_bom(result.get("content")),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
