# Wrong: "deny_reason (... the reason whole ...)". lstrip("BLOCKED: ") strips a set of characters,
# not a prefix: Deny("Deploys are frozen until 04:00.") is written as "eploys are frozen until 04:00."
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    reason = None
    if denial is not None:
        reason = denial.deny.reason.lstrip("BLOCKED: ")  # the result text's label is not the reason
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
    }
    return json.dumps(record) + "\n"
