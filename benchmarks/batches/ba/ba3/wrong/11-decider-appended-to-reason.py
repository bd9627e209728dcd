# Breaks "`deny_reason` (... `outcome.denial.deny.reason`, the reason whole ...; ... whatever `asked`
# and `decided_by` hold)": who decided is appended to the reason. Input: a "denied" outcome with
# denial=Denial("big_refunds_ask", Deny("a refund of 900 EUR")), decided_by="supervisor"
# -> deny_reason "a refund of 900 EUR (decided by supervisor)" instead of "a refund of 900 EUR".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    reason = None
    if denial is not None:
        reason = denial.deny.reason
        if outcome.decided_by:
            reason += f" (decided by {outcome.decided_by})"
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
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": reason,
    }
    return json.dumps(record) + "\n"
