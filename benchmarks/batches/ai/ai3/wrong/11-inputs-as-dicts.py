# Breaks: "`input_sent` (`outcome.sent_input`) ..., each value as it is" (a malformed block's
# sent_input need not be an object). Input: ToolOutcome(status="invalid", sent_input="not an
# object", received_input=None, result={"content": "bad input", "is_error": True}, ...) ->
# dict("not an object") raises ValueError instead of writing "input_sent": "not an object".
import json


def _plain(value):
    return None if value is None else dict(value)  # FrozenDict -> ordinary dict for json


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
        "input_sent": _plain(outcome.sent_input),
        "input_received": _plain(outcome.received_input),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
