# Breaks: "deny_reason (... outcome.denial.deny.reason ...)". outcome.denial is taken for the Deny
# itself; a Denial has hook_name and deny, no reason, so getattr falls back to None.
# Input: denial=Denial("rules.free_tier", Deny("free tier cannot open case files")): "deny_reason": null.
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
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": getattr(denial, "hook_name", None),
        "deny_reason": getattr(denial, "reason", None),
    }
    return json.dumps(record) + "\n"
