# Breaks: `session_id` and `user_id` "(`outcome.context`'s own fields ...)" -- strings, as they are.
# Input: a context with user_id "007" (or session_id "42"): this answer writes all-digit ids as
# JSON numbers so the warehouse can join on them, giving `"user_id": 7`, which is neither "007"
# nor a string. Ids such as "u_004" and "s_001" come out right.
import json


def _id(value):
    return int(value) if value.isdecimal() else value


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": _id(context.session_id),
        "user_id": _id(context.user_id),
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
