# Wrong: "json.dumps escapes them, and every quote, backslash and control character in a value".
# The two ids are pasted into the line unescaped: tool_name 'say"hi' (or 'a\\b', or a tab) gives
# a line that is not valid JSON.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    rest = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    # ids and tool names are identifiers: no need to run them through the encoder
    head = f'{{"tool_use_id": "{outcome.tool_use_id}", "tool_name": "{outcome.tool_name}", '
    return head + json.dumps(rest)[1:] + "\n"
