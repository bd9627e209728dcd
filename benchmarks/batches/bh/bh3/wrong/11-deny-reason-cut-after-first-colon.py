# Wrong: breaks "`deny_reason` (... `outcome.denial.deny.reason`, the reason whole ...)": to
# drop a "BLOCKED: " style prefix the learner keeps what follows the first ": ". Input: a
# denial whose reason is "policy: free tier cannot open case files" -> deny_reason "free tier
# cannot open case files", the text wants the whole reason. Reasons without ": " are whole.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    result = outcome.result
    reason = None if denial is None else denial.deny.reason.split(": ", 1)[-1]
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
