# Breaks "output (outcome.result["content"] as it is ... its characters as they are)": a text
# output loses its trailing line breaks (taken for what would break the one-line rule, which
# json.dumps already handles). Input: content "3 files\n" is written as "3 files".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    output = None if result is None else result.get("content")
    if isinstance(output, str):
        output = output.rstrip("\r\n")  # one line per call: no newline at the end of the output
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": output,
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
