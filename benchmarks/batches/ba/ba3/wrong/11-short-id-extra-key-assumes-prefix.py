# Breaks "`tool_use_id` and `tool_name` (as they are: ..., `""` too)" and "Returns: one `str`": an
# extra `short_id` key takes what follows "toolu_", so an id without an underscore raises.
# Input: an "invalid" outcome of a malformed block with tool_use_id="" -> IndexError instead of a
# line (the same for tool_use_id="abc").
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "short_id": outcome.tool_use_id.split("_", 1)[1][-8:],  # toolu_01Ab...xyz -> last 8
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    return json.dumps(record) + "\n"
