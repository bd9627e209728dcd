# Breaks "`input_received` (`outcome.received_input`, whatever the `status`)": for a call the
# host refused after the hooks let it through, the sent input is written as received ("the
# host got what the model sent"). Input: status="refused_by_host", sent_input={"command":
# "ls"}, received_input=None: input_received {"command": "ls"}; expected null.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    received = outcome.received_input
    if received is None and outcome.status == "refused_by_host":
        received = outcome.sent_input  # the hooks passed it on unchanged; the host got that
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": received,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    return json.dumps(record) + "\n"
