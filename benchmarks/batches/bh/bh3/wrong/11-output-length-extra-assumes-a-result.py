# Wrong: breaks "`output` ... or `null` only when `outcome.result` is `None`, whatever the
# `status`" (and the line must be returned): an extra, ungraded `output_chars` key is computed
# with len(content), which raises TypeError when there is no result. Input: a "hook_failed"
# outcome with result=None -> TypeError instead of a line with "output": null.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    result = outcome.result
    output = None if result is None else result.get("content")
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
        "output_chars": len(output),  # for the dashboard's size panel
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
