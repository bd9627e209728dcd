# Breaks "output (outcome.result["content"] as it is ..., whatever the status)". Input: a
# "refused_by_host" outcome with result content "BLOCKED: the user said no." and problem
# "Claude Code refused: permission prompt denied": the host's text is logged as the output
# instead of the result's content.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result = outcome.denial, outcome.result
    output = None if result is None else result.get("content")
    if outcome.status == "refused_by_host" and outcome.problem:
        output = outcome.problem  # the host's own words say more than the generic block
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
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
        "problem": outcome.problem,
    }
    return json.dumps(record) + "\n"
