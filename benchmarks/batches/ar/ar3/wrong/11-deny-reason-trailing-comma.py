# Breaks: "deny_reason (... outcome.denial.deny.reason, the reason whole ...)". A trailing comma
# on the assignment makes the reason a one-element tuple, written as a JSON list.
# Input: any outcome with denial=Denial("rules.free_tier", Deny("free tier")): "deny_reason": ["free tier"], not "free tier".
import json


def audit_line(outcome):
    if outcome.denial is not None:
        denied_by = outcome.denial.hook_name
        deny_reason = outcome.denial.deny.reason,
    else:
        denied_by = deny_reason = None
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
        "denied_by": denied_by,
        "deny_reason": deny_reason,
    }
    return json.dumps(record) + "\n"
