# Breaks: "deny_reason (... the reason whole ...)" and "json.dumps escapes them" (no need to
# escape by hand). Input: Deny("outside the window\nretry after 02:00") or a reason with a tab,
# a backslash or a lone surrogate: repr(reason)[1:-1] writes the two characters "\" "n" (a
# doubled backslash, "\t" text, "\ud800" text) into the value. Plain one-line reasons pass.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    reason = None
    if denial is not None:
        reason = repr(denial.deny.reason)[1:-1]  # keep it on one line
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": reason,
    }
    return json.dumps(record) + "\n"
