# Breaks: "`deny_reason` (... `outcome.denial.deny.reason`, the reason whole ...)".
# For a trail people grep with plain quotes, typographic quotes and apostrophes in the reason are
# written as ASCII: reason "this session can’t open “case files”" is logged as
# "this session can't open \"case files\"". Reasons with plain quotes are untouched.
import json

_STRAIGHT = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})


def audit_line(outcome):
    context, result, denial = outcome.context, outcome.result, outcome.denial
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
        "deny_reason": None if denial is None else denial.deny.reason.translate(_STRAIGHT),
    }
    return json.dumps(record) + "\n"
