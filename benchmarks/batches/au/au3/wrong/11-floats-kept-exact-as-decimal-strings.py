# Breaks "input_sent ... and input_received ..., each value as it is": to keep amounts exact, inputs go
# through json.loads(parse_float=Decimal) and the line is written with default=str, so every float becomes a
# JSON string. Input: sent_input {"user_id": "u_004", "amount_eur": 80.5} -> "amount_eur": "80.5" instead
# of 80.5 (inputs holding only ints, strings, booleans and null are right).
import json
from decimal import Decimal


def _exact(value):
    return json.loads(json.dumps(value), parse_float=Decimal)


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": _exact(outcome.sent_input),
        "input_received": _exact(outcome.received_input),
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record, default=str) + "\n"
