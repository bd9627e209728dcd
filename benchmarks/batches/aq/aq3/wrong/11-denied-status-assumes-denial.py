# Breaks: "`denied_by` and `deny_reason` (...; `null` without a denial, ...)": a line for every outcome.
# Input: ToolOutcome(status="denied", denial=None, result={"content": "BLOCKED: ..."}, ...) (a denied outcome
# that carries no Denial, which ToolOutcome allows): AttributeError 'NoneType' object has no attribute
# 'hook_name'. Other statuses with or without a denial, and denied ones with a denial, come out right.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    result = outcome.result
    if outcome.status == "denied" or denial is not None:
        denied_by, deny_reason = denial.hook_name, denial.deny.reason  # a denied call names its hook
    else:
        denied_by = deny_reason = None
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
        "denied_by": denied_by,
        "deny_reason": deny_reason,
        "status": outcome.status,
    }
    return json.dumps(record) + "\n"
