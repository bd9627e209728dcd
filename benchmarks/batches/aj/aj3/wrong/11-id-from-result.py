# Breaks: "`tool_use_id` and `tool_name` (as they are ...)", i.e. the outcome's own (Returns, ex. 11).
# The id is taken from the tool_result the model saw when there is one: a tool_error outcome with
# tool_use_id "toolu_01" whose tool answered {"type": "tool_result", "tool_use_id": "toolu_99", ...}
# is written with "toolu_99". When the result answers its own call (the usual case) it is right.
import json


def audit_line(outcome):
    denial, result = outcome.denial, outcome.result
    answered = outcome.tool_use_id if result is None else result.get("tool_use_id", outcome.tool_use_id)
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": answered,  # the id the model reads back
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return json.dumps(record) + "\n"
