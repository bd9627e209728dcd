# Breaks "`input_received` (`outcome.received_input`, whatever the `status`)": when the
# received input is the very object that was sent (no rewrite), it is written as null to
# keep lines short. Input: outcome_for(call, "ok", received=call.input, result=...) (what
# the dispatcher builds): input_received null; expected the input itself.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    sent, received = outcome.sent_input, outcome.received_input
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": sent,
        "input_received": None if received is sent else received,  # only a rewrite is news
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
