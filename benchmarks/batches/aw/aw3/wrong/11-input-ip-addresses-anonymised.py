# Breaks: "`input_sent` ... and `input_received` ..., each value as it is (... nothing masked)".
# GDPR habit: the last octet of every IPv4 address in an input string is zeroed, as analytics tools
# do: input {"client_ip": "203.0.113.77"} is logged as {"client_ip": "203.0.113.0"}.
# Inputs without a dotted quad are untouched.
import json
import re

_IPV4 = re.compile(r"\b(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}\b")


def _anonymised(value):
    if isinstance(value, str):
        return _IPV4.sub(r"\1.0", value)
    if isinstance(value, dict):
        return {key: _anonymised(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_anonymised(item) for item in value]
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
        "input_sent": _anonymised(outcome.sent_input),
        "input_received": _anonymised(outcome.received_input),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
