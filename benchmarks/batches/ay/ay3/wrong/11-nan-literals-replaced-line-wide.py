# Breaks: "`input_sent` ... each value as it is" / "`output` ... its characters as they
# are". To keep the line strict JSON, NaN and Infinity are replaced on the whole text, which
# also hits string values: sent_input {"amount_eur": "NaN"} is written as "null" (the
# string), and an output "Infinity pool" as "null pool".
import json


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
        "deny_reason": denial.deny.reason if denial is not None else None,
    }
    line = json.dumps(record)
    for literal in ("-Infinity", "Infinity", "NaN"):  # not JSON: readers choke on them
        line = line.replace(literal, "null")
    return line + "\n"
