# Breaks: "`deny_reason` (... `outcome.denial.deny.reason`, the reason whole ...)". Input: a
# denial Denial("tier", Deny("free tier cannot open cases\nsee policy 4.2", "offer the FAQ"))
# -> "deny_reason": "free tier cannot open cases"; one-line reasons are written whole.
import json


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result
    reason = None
    if denial is not None:
        lines = denial.deny.reason.splitlines()
        reason = lines[0] if lines else denial.deny.reason  # one line per call, one line per reason
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
        "deny_reason": reason,
    }
    return json.dumps(record) + "\n"
