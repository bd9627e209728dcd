# Breaks: "`input_received` (`outcome.received_input`, whatever the `status`), each value as it is".
# Input: an "ok" call of a tool without arguments, sent_input={} and received_input={} (the notebook's
# mcp_call("list_files", {}) is one): the line says "input_received": null, not {}, because the answer
# writes null for "the tool got nothing" with `received_input or None`.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    result = outcome.result
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input or None,  # null when the tool got nothing
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
        "status": outcome.status,
    }
    return json.dumps(record) + "\n"
