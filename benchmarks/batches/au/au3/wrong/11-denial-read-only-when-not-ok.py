# Breaks "denied_by and deny_reason (outcome.denial.hook_name ... and outcome.denial.deny.reason ...,
# whatever the status: an outcome of another status may carry a denial too)": a denial on an "ok" outcome is
# treated as stale. Input: a ToolOutcome with status "ok" and denial=Denial("tier", Deny("free tier")) ->
# "denied_by": null, "deny_reason": null instead of "tier" and "free tier".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial if outcome.status != "ok" else None  # the call went through after all
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
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
