# Wrong: "output (outcome.result["content"] as it is ... or null only when outcome.result is
# None)". Content is taken only from a block whose type is "tool_result": a result
# {"content": "done"} without a "type" key is written with output null.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result = outcome.result
    is_block = result is not None and result.get("type") == "tool_result"
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
        "output": result.get("content") if is_block else None,
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
