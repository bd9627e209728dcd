# Breaks "input_sent (outcome.sent_input) ... each value as it is": an empty input is written as
# null ("nothing sent"). A call with no arguments, e.g. list_files with sent_input {}, gets
# "input_sent": null instead of {}.
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
        "input_sent": outcome.sent_input or None,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
