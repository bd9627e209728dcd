# Wrong: breaks "tool_use_id and tool_name (as they are: ...)": the tool_use_id is
# stripped of surrounding whitespace (ids "should not" carry spaces). Input: an outcome
# with tool_use_id " toolu_01\n": the line says "tool_use_id": "toolu_01".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id.strip(),
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    return json.dumps(record) + "\n"
