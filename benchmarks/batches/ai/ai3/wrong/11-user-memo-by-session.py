# Breaks: "`session_id` and `user_id` (`outcome.context`'s own fields ...)". Input: first an
# outcome whose context is (user "u_001", session "s_1"), then one whose context is (user
# "u_002", session "s_1") -> the second line says "user_id": "u_001", remembered per session id.
import json

_WHO = {}  # session id -> user id, looked up once per session


def audit_line(outcome):
    context = outcome.context
    user = _WHO.setdefault(context.session_id, context.user_id)
    denial = outcome.denial
    result = outcome.result
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": user,
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
    return json.dumps(record) + "\n"
