# Breaks "is_error (true for every status but "ok" ...)": a denial is taken for the guard working, not an
# error, so status "denied" gets is_error false. Input: a ToolOutcome with status "denied" (the free tier's
# create_case_file, with its Denial and BLOCKED result) -> "is_error": false; it must be true.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        # a denial is the policy doing its job, not a failure
        "is_error": outcome.status not in ("ok", "denied"),
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
