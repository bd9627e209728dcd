# Breaks: `denied_by` and `deny_reason` are "`null` without a denial": for a "denied" outcome
# that carries no `denial`, the reason is recovered from the synthetic "BLOCKED: ..." result.
# Input: status "denied", denial None, result {"content": "BLOCKED: outside hours",
# "is_error": True}: deny_reason is "outside hours" and denied_by "unknown", both must be null.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    output = None if result is None else result.get("content")
    if denial is not None:
        denied_by, reason = denial.hook_name, denial.deny.reason
    elif outcome.status == "denied" and isinstance(output, str) and output.startswith("BLOCKED:"):
        denied_by, reason = "unknown", output.removeprefix("BLOCKED:").strip()
    else:
        denied_by = reason = None
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": output,
        "is_error": outcome.status != "ok",
        "denied_by": denied_by,
        "deny_reason": reason,
    }
    return json.dumps(record) + "\n"
