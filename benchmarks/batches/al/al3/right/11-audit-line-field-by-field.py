# Right: a hand-built object from json.dumps of each key and value (ASCII-escaped: no raw \n,
# \r or U+2028; a lone surrogate reads back as itself), one "\n" at the end. Values: the UTC
# isoformat() time, the context's own ids, names/inputs/content as held (null output only for
# a None result), is_error = status != "ok", denial fields from outcome.denial or null.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result = outcome.result
    denial = outcome.denial
    fields = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status not in {"ok"},
        "denied_by": getattr(denial, "hook_name", None),
        "deny_reason": None if denial is None else denial.deny.reason,
        "status": outcome.status,
    }
    body = ", ".join(f"{json.dumps(key)}: {json.dumps(value)}" for key, value in fields.items())
    return "{" + body + "}\n"
