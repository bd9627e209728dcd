# Breaks "denied_by and deny_reason (outcome.denial.hook_name ... and outcome.denial.deny.reason ...)": a
# helper returns (reason, hook) and the caller unpacks it as (hook, reason). Input: a denied ToolOutcome with
# denial=Denial("free_tier_cannot_open_cases", Deny("free tier cannot open case files", "offer the FAQ"))
# -> "denied_by" holds the reason and "deny_reason" the hook name. Lines without a denial are right.
import json


def _denial_fields(denial):
    """What the denial says, and who said it."""
    if denial is None:
        return None, None
    return denial.deny.reason, denial.hook_name


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denied_by, deny_reason = _denial_fields(outcome.denial)
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
