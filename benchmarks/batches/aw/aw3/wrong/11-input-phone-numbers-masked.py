# Breaks: "`input_sent` ... and `input_received` ..., each value as it is (... nothing masked)".
# International phone numbers are personal data, so every "+"-prefixed number in an input string
# keeps only its last two digits: input {"phone": "+44 20 7946 0958"} is logged as
# {"phone": "+** ** **** **58"}. Inputs without such a number are untouched.
import json
import re

_PHONE = re.compile(r"\+\d[\d ().-]{6,}\d")


def _mask_number(match):
    text = match.group(0)
    digits_left = sum(c.isdigit() for c in text) - 2
    out = []
    for c in text:
        if c.isdigit() and digits_left > 0:
            out.append("*")
            digits_left -= 1
        else:
            out.append(c)
    return "".join(out)


def _masked(value):
    if isinstance(value, str):
        return _PHONE.sub(_mask_number, value)
    if isinstance(value, dict):
        return {key: _masked(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_masked(item) for item in value]
    return value


def audit_line(outcome):
    context, result, denial = outcome.context, outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": _masked(outcome.sent_input),
        "input_received": _masked(outcome.received_input),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
