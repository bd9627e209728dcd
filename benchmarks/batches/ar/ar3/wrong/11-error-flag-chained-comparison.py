# Breaks: "is_error (true for every status but "ok" ...)". `status != "ok" == True` is a chained
# comparison, (status != "ok") and ("ok" == True), which is always False.
# Input: any outcome with status "tool_error" (or "denied"): "is_error": false.
import json


def audit_line(outcome):
    result, denial = outcome.result, outcome.denial
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
        "is_error": outcome.status != "ok" == True,  # noqa: E712  "make it a real bool"
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
