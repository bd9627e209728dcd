# Breaks: "`is_error` (`true` for every `status` but `"ok"` ...)" with "(`true` is not `1` ...)".
# Input: a tool_error outcome -> "is_error": 1 (and 0 for ok); read back in Python, 1 == True,
# so only a check on the JSON type (`is True`) sees it.
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
        "is_error": int(outcome.status != "ok"),  # 0/1 flag, as the warehouse stores it
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
