# Breaks Exercise 11: input_received is outcome.received_input "whatever the status". Input:
# ToolOutcome(status="denied", received_input={"b": 2}, denial=Denial("h", Deny("no")), ...)
# (a call a later hook denied after a rewrite): the line says null instead of {"b": 2}.
# Ordinary denials have received_input None already, so they look right.
import json


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result
    # a denied call never reached the tool, so nothing was received
    received = None if outcome.status == "denied" else outcome.received_input
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
