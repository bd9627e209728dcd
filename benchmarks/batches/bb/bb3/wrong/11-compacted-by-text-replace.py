# Breaks "the reason whole" / "each value as it is": the JSON text is compacted by replacing
# '": ' (a closing quote, colon, space) with '":' in the whole line, which also hits a value that
# holds a quote followed by ": ". Deny reason 'field "amount_eur": above the limit' is written
# as 'field "amount_eur":above the limit'.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
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
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    line = json.dumps(record).replace('": ', '":')
    return line + "\n"
