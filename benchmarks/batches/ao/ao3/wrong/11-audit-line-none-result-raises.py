# Wrong: "or null only when outcome.result is None". The except clause is too narrow: an outcome
# with result=None (status "hook_failed", a Pre hook crashed) raises TypeError
# ('NoneType' object is not subscriptable) instead of giving output null.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    try:
        output = outcome.result["content"]
    except KeyError:  # a result without content
        output = None
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": output,
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
