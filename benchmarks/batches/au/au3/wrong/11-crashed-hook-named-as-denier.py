# Breaks "denied_by ... null without a denial": for a "hook_failed" outcome the crashed Pre hook, parsed
# from `problem`, is written as the hook that stopped the call. Input: ToolOutcome status "hook_failed",
# denial None, problem "PreToolUse hook 'tier_from_policy_service' raised ConnectionError: ..." ->
# "denied_by": "tier_from_policy_service" instead of null.
import json
import re


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denied_by = deny_reason = None
    if outcome.denial is not None:
        denied_by = outcome.denial.hook_name
        deny_reason = outcome.denial.deny.reason
    elif outcome.status == "hook_failed" and outcome.problem:
        crashed = re.search(r"hook '([^']+)'", outcome.problem)
        if crashed:
            denied_by = crashed.group(1)  # the hook that stopped this call
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
        "denied_by": denied_by,
        "deny_reason": deny_reason,
    }
    return json.dumps(record) + "\n"
