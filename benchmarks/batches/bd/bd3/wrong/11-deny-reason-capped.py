# Breaks "deny_reason (... outcome.denial.deny.reason, the reason whole ...)": a reason over
# 200 characters is cut to 197 plus "...", so Deny("x" * 500) is written shortened.
import json

MAX_REASON = 200


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result
    reason = None
    if denial is not None:
        reason = denial.deny.reason
        if len(reason) > MAX_REASON:
            reason = reason[: MAX_REASON - 3] + "..."
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": reason,
    }
    return json.dumps(record) + "\n"
