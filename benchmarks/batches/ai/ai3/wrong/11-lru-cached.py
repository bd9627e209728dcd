# Breaks: "`input_sent` ... each value as it is (`true` is not `1`, ...)". Input: two calls,
# first an outcome whose sent_input is {"notify": True}, then one equal in every other field
# with {"notify": 1}: the outcomes are == (True == 1, same hash), so lru_cache returns the first
# line and the second is written with "notify": true instead of 1.
import functools
import json


@functools.lru_cache(maxsize=4096)  # runs on every call: do not serialise twice
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
    return json.dumps(record) + "\n"
