# Breaks Exercise 11: denied_by/deny_reason come from outcome.denial "whatever the status: an
# outcome of another status may carry a denial too". Input: a ToolOutcome with status
# "refused_by_host" (or "hook_failed") and denial=Denial("rules.no_prod", Deny("not in prod")):
# this writes null for both instead of "rules.no_prod" / "not in prod".
import json


def audit_line(outcome):
    denial = outcome.denial if outcome.status == "denied" else None
    result = outcome.result
    context = outcome.context
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
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
