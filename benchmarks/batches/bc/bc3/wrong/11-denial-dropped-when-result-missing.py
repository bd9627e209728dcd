# Breaks "denied_by and deny_reason ... whatever the status: an outcome of another status may
# carry a denial too": an outcome with no result (a crashed call) gets a short branch that
# writes the denial fields as null. Input: ToolOutcome(status="hook_failed", result=None,
# denial=Denial("tier", Deny("free tier")), ...) -> "denied_by": null instead of "tier".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "is_error": outcome.status != "ok",
    }
    if outcome.result is None:  # the call crashed before any hook could decide
        record.update(output=None, denied_by=None, deny_reason=None)
        return json.dumps(record) + "\n"
    denial = outcome.denial
    record["output"] = outcome.result.get("content")
    record["denied_by"] = None if denial is None else denial.hook_name
    record["deny_reason"] = None if denial is None else denial.deny.reason
    return json.dumps(record) + "\n"
