# Breaks: "`deny_reason` (... `outcome.denial.deny.reason`, the reason whole ...)". Only
# the reason's first sentence is kept, to keep the trail short: a denial with
# Deny("over the weekly limit. A supervisor can raise it.") is written as
# "over the weekly limit." (one-sentence reasons, like the workbook's own, pass).
import json
import re


def _first_sentence(text):
    return re.split(r"(?<=[.!?])\s+", text, maxsplit=1)[0]


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
        "deny_reason": _first_sentence(denial.deny.reason) if denial is not None else None,
    }
    return json.dumps(record) + "\n"
