# Breaks: "tool_use_id and tool_name (as they are: ..., "" too)". A missing id is filled in from
# the result: an invalid outcome with tool_use_id "" whose result answers "toolu_9" is written
# with tool_use_id "toolu_9" instead of "".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result = outcome.result
    call_id = outcome.tool_use_id
    if not call_id and result is not None:
        call_id = result.get("tool_use_id", "")  # the answer still names the call
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": call_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
