# Breaks "input_received (outcome.received_input, whatever the status), each value as it is":
# after its first 1000 lines in a process it goes "compact" and writes input_received as null
# whenever it equals input_sent. Input: 1001 calls of audit_line on an ok outcome whose sent
# and received inputs are {"q": 1} -> the 1001st line has "input_received": null.
import json

_written = 0


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    global _written
    _written += 1
    result, denial = outcome.result, outcome.denial
    received = outcome.received_input
    if _written > 1000 and received == outcome.sent_input:
        received = None  # warm: the same as sent, no need to store it twice
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": received,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
