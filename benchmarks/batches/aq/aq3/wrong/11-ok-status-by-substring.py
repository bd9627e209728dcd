# Breaks: "`is_error` (`true` for every `status` but `"ok"` ...)".
# Input: an outcome with status="hook_failed" (result=None, problem="PreHookError: ..."): "ok" is a substring
# of "hook_failed" (h-o-o-k), so the forgiving `"ok" not in status` test writes "is_error": false.
# Every other status ("tool_error", "denied", "invalid", "refused_by_host") is flagged true as it should.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    result = outcome.result
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": "ok" not in outcome.status.lower(),  # tolerant of "OK", "ok " and the like
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
        "status": outcome.status,
    }
    return json.dumps(record) + "\n"
