# Right: each key is written as json.dumps(key): json.dumps(value), so json escapes every value
# (quotes, backslashes, controls, lone surrogates as \ud800, never raising); inputs and output are
# the outcome's own (null only when absent), timestamp is the UTC isoformat(), is_error is
# status != "ok", the denial fields come from outcome.denial whatever the status; one "\n".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result = outcome.result
    denial = outcome.denial
    context = outcome.context
    pairs = (
        ("timestamp", outcome.timestamp.isoformat()),
        ("session_id", context.session_id),
        ("user_id", context.user_id),
        ("tier", context.tier),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("status", outcome.status),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", None if result is None else result.get("content")),
        ("is_error", outcome.status != "ok"),
        ("denied_by", None if denial is None else denial.hook_name),
        ("deny_reason", None if denial is None else denial.deny.reason),
        ("problem", outcome.problem),
    )
    body = ", ".join(f"{json.dumps(key)}: {json.dumps(value)}" for key, value in pairs)
    return "{" + body + "}\n"
