# Wrong: breaks "tool_use_id and tool_name (as they are ...)": an id that does not look like the
# API's ("toolu_...") is distrusted and written as null. Input: an ok outcome with tool_use_id
# "call_7f3a" -> "tool_use_id": null; expected "call_7f3a" (an empty id "" becomes null too).
import json


def audit_line(outcome):
    denial = outcome.denial
    tool_use_id = outcome.tool_use_id if outcome.tool_use_id.startswith("toolu_") else None
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    return json.dumps(record) + "\n"
