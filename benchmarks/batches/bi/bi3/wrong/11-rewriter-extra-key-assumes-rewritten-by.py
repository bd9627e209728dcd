# Wrong: "input_received (outcome.received_input, whatever the status)" and a line is always
# returned. An extra "rewritten_by" key names the last rewriter whenever the tool got another
# input than was sent: an outcome with sent_input={"limit": 500}, received_input={"limit": 10}
# and rewritten_by=() (as rebuilt from a host's audit file) raises IndexError.
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
    received = outcome.received_input
    if received is not None and received != outcome.sent_input:
        record["rewritten_by"] = outcome.rewritten_by[-1]
    return json.dumps(record) + "\n"
