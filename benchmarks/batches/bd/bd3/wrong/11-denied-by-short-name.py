# Breaks "denied_by ... (outcome.denial.hook_name, a dotted name whole ...)": only the last
# dotted part is kept, so Denial("rules.DeployWindow", Deny("deploy window")) is written as
# "denied_by": "DeployWindow".
import json


def audit_line(outcome):
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
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name.rsplit(".", 1)[-1],
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
