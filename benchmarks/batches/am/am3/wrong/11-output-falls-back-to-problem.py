# Breaks: "output (... or null only when outcome.result is None, whatever the status)". When
# there is no result (a Pre hook crashed: status "hook_failed", result None, problem "tier
# check raised ConnectionError"), the problem is written as the output instead of null.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    if outcome.result is not None:
        output = outcome.result.get("content")
    else:
        output = outcome.problem  # say what happened rather than a bare null
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": output,
        "is_error": outcome.status != "ok",
        "denied_by": None if outcome.denial is None else outcome.denial.hook_name,
        "deny_reason": None if outcome.denial is None else outcome.denial.deny.reason,
    }
    return json.dumps(record) + "\n"
