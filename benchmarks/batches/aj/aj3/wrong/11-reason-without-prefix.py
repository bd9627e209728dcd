# Breaks: deny_reason is "`outcome.denial.deny.reason`, the reason whole" (Returns, ex. 11).
# The workbook's without_blocked_prefix drops a leading "BLOCKED:" and strips the ends:
# Denial("tier", Deny("BLOCKED: free tier cannot open case files ")) is written as
# "free tier cannot open case files". A reason without the prefix or outer spaces is kept.
import json

from toolhooks.decisions import without_blocked_prefix


def audit_line(outcome):
    denial, result = outcome.denial, outcome.result
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
        "denied_by": denial.hook_name if denial is not None else None,
        # the synthetic result adds "BLOCKED:" itself; keep the reason clean in the trail
        "deny_reason": without_blocked_prefix(denial.deny.reason) if denial is not None else None,
    }
    return json.dumps(record) + "\n"
