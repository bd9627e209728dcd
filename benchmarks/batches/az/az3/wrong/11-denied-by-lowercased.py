# Breaks: `denied_by` "(`outcome.denial.hook_name`, a dotted name whole ...)".
# Input: a denial by the class-based rule named "SameUserOnly" (notebook 08 registers
# `SameUserOnly()`): the line must say "SameUserOnly"; this answer lower-cases hook names so
# the dashboard groups them, writing "sameuseronly". snake_case names come out unchanged.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
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
        "denied_by": None if denial is None else denial.hook_name.lower(),
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
