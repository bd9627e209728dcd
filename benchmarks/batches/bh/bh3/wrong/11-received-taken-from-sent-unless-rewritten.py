# Wrong: breaks "`input_received` (`outcome.received_input`, whatever the `status`)": the
# learner assumes the tool got the sent input unless a hook rewrote it. Input: a denied
# outcome (rewritten_by=(), received_input=None, sent_input={"a": 1}) -> input_received is
# {"a": 1}, the text wants null.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    result = outcome.result
    received = outcome.received_input if outcome.rewritten_by else outcome.sent_input
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": received,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
