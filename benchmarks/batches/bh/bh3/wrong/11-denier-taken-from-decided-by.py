# Wrong: breaks "`denied_by` ... `outcome.denial.hook_name` ... whatever `asked` and
# `decided_by` hold": when a person decided the call, the learner credits the denial to the
# decider. Input: an outcome with denial=Denial("refund_limit", Deny("too big")) and
# decided_by="supervisor" -> denied_by is "supervisor", the text wants "refund_limit".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    result = outcome.result
    denied_by = None
    if denial is not None:
        denied_by = outcome.decided_by or denial.hook_name  # who actually said no
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
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
