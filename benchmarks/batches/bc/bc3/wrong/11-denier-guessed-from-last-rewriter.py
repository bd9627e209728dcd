# Breaks "denied_by ... null without a denial": a "denied" outcome that carries no denial is
# credited to the last hook that rewrote it. Input: ToolOutcome(status="denied", denial=None,
# rewritten_by=("clamp_amount",), ...) -> "denied_by": "clamp_amount" instead of null.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    if denial is not None:
        denied_by, deny_reason = denial.hook_name, denial.deny.reason
    elif outcome.status == "denied" and outcome.rewritten_by:
        denied_by, deny_reason = outcome.rewritten_by[-1], None  # the last hook that touched it
    else:
        denied_by = deny_reason = None
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
        "deny_reason": deny_reason,
    }
    return json.dumps(record) + "\n"
