# Breaks: "denied_by and deny_reason (...: null without a denial ...)". Without a denial it puts
# outcome.problem in deny_reason ("say why it did not run"). Input: status "invalid", denial None,
# problem "tool_use block has no input": expected deny_reason null; this writes the problem text.
import json


def audit_line(outcome):
    result, denial, context = outcome.result, outcome.denial, outcome.context
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": outcome.problem if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
