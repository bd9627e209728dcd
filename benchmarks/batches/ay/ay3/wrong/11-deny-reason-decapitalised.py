# Breaks: "`deny_reason` (... `outcome.denial.deny.reason`, the reason whole ...)", as it
# is. The reason's first letter is lowered so it reads as a clause after "denied: ": a
# denial with Deny("Refunds over 50 EUR need a supervisor.") is written as "refunds over
# 50 EUR need a supervisor." (the workbook's own reasons start lowercase and pass).
import json


def _as_clause(reason):
    return reason[:1].lower() + reason[1:]


def audit_line(outcome):
    denial = outcome.denial
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
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": _as_clause(denial.deny.reason) if denial is not None else None,
    }
    return json.dumps(record) + "\n"
