# Breaks "denied_by ... (outcome.denial.hook_name ...)": a denial made because no approver was
# there ("no approver") is credited to the hook that asked. Input: status "denied",
# denial=Denial("no approver", Deny("needs approval")), asked=(Asked("big_refunds_ask",
# Ask("a refund")),) -> denied_by "big_refunds_ask" instead of "no approver".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    denied_by = None if denial is None else denial.hook_name
    if denied_by == "no approver" and outcome.asked:
        denied_by = outcome.asked[0].hook_name  # "no approver" is not a hook: name the one that asked
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denied_by,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
