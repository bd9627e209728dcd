# Breaks: "deny_reason (... outcome.denial.deny.reason, the reason whole ...)". For a call a
# person refused, the asks' reasons are written instead: an outcome with asked=(Asked("refunds",
# Ask("a refund of 900 EUR")),) and denial Denial("supervisor", Deny("a person did not approve
# this call (a refund of 900 EUR).")) gets deny_reason "a refund of 900 EUR".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    reason = None if denial is None else denial.deny.reason
    if denial is not None and outcome.asked:  # an approver said no: keep what was at stake
        reason = "; ".join(entry.ask.reason for entry in outcome.asked)
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": reason,
        "decided_by": outcome.decided_by,
    }
    return json.dumps(record) + "\n"
