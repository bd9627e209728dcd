# Breaks: "`denied_by` and `deny_reason` (... `null` without a denial ...)" (also `output` "`null`
# only when `outcome.result` is `None`", `input_received` as it is). Input: an "ok" outcome
# without a denial -> the keys denied_by and deny_reason are missing, not null (a reader using
# .get() cannot tell).
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
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    compact = {key: value for key, value in record.items() if value is not None}
    return json.dumps(compact, separators=(",", ":")) + "\n"
