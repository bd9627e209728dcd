# Breaks "denied_by and deny_reason (outcome.denial.hook_name ... and outcome.denial.deny.reason ...)":
# when the call asked a person, the denial is dropped ("a person decided, no hook denied it"). Input: a
# "denied" outcome with asked=(Asked("big_refunds_ask", Ask("a refund of 900 EUR")),), decided_by
# "supervisor" and denial=Denial("supervisor", Deny("a person did not approve this call ...")) -> both null.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = None if outcome.asked else outcome.denial
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
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
        "decided_by": outcome.decided_by,
    }
    return json.dumps(record) + "\n"
