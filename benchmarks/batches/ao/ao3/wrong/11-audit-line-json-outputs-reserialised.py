# Wrong: "output (... as it is: a string holding JSON text stays that string ...)". Output text
# that parses as JSON is re-serialised: content '{"ok":true}' is written as '{"ok": true}', and
# "1.50" as "1.5".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    output = None if outcome.result is None else outcome.result.get("content")
    if isinstance(output, str):
        try:  # one spelling for JSON outputs, so the trail diffs cleanly
            output = json.dumps(json.loads(output), ensure_ascii=False)
        except ValueError:
            pass
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": output,
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
