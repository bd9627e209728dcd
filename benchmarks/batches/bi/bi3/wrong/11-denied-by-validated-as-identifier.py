# Wrong: "denied_by and deny_reason (outcome.denial.hook_name, a dotted name whole ...)".
# To keep odd text out of the log, a hook name that is not a Python identifier is dropped:
# a denial by "rules.DeployWindow" (or "examples.rules.deploy_window") is written as
# "denied_by": null.
import json


def audit_line(outcome):
    denial = outcome.denial
    denied_by = None
    if denial is not None and denial.hook_name.isidentifier():
        denied_by = denial.hook_name
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denied_by,
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    return json.dumps(record) + "\n"
