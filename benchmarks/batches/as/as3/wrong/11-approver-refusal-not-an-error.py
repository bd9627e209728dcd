# Wrong: breaks "is_error (true for every status but "ok" ...)": a call a person refused (an Ask
# the approver answered False) is not counted as an error. Input: status "denied", asked
# (Asked("refunds", Ask("900 EUR")),), decided_by "supervisor", no denial -> "is_error": false;
# expected true.
import json


def audit_line(outcome):
    denial = outcome.denial
    refused_by_person = outcome.status == "denied" and outcome.decided_by not in (None, "no approver")
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok" and not refused_by_person,
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    return json.dumps(record) + "\n"
