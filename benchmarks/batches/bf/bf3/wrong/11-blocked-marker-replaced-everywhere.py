# Wrong: breaks "deny_reason (outcome.denial.deny.reason, ..., the reason whole)". To drop a
# "BLOCKED: " prefix it calls reason.replace("BLOCKED: ", "") with no count and no anchor, so a
# reason such as "files marked BLOCKED: by legal stay put" is written as
# "files marked by legal stay put". Ordinary reasons have no such marker and pass.
import json


def audit_line(outcome):
    denial = outcome.denial
    reason = None
    if denial is not None:
        reason = denial.deny.reason.replace("BLOCKED: ", "")
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": outcome.result.get("content") if outcome.result is not None else None,
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": reason,
    }
    return json.dumps(record) + "\n"
