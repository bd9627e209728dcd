# Breaks: "input_sent (outcome.sent_input) and input_received (outcome.received_input ...)". Read as
# "sent to the tool" and "received from the model": the two are swapped.
# Input: a rewritten call, sent_input {"limit": 1000}, received_input {"limit": 10}: input_sent {"limit": 10};
# a denied call (received_input None): input_sent null.
import json


def audit_line(outcome):
    result, denial = outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.received_input,  # what was sent to the tool
        "input_received": outcome.sent_input,  # what we received from the model
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
