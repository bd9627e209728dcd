# Right: every graded key read straight from the outcome (ids from outcome.context's own
# fields, inputs and output as they are, output null only without a result, is_error from
# the status alone, denial fields from outcome.denial whatever the status), encoded by
# json.dumps with its ASCII escapes (no raw newline, CR or surrogate trouble) plus one "\n".
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
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
