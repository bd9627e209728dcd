# Right: `match` on the denial (None, or hook_name and deny.reason whole, whatever the status); output is
# the content untouched or null for a None result; is_error = status != "ok"; timestamp isoformat() with
# "+00:00" as "Z". ASCII json.dumps escapes controls, quotes, backslashes; "<", ">", "&" then become
# \u003c, \u003e, \u0026, which JSON reads back as the same strings. One "\n" at the end.
import json

_WEB_SAFE = str.maketrans({"<": "\\u003c", ">": "\\u003e", "&": "\\u0026"})


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    match outcome.denial:
        case None:
            denied_by = deny_reason = None
        case denial:
            denied_by, deny_reason = denial.hook_name, denial.deny.reason
    result = outcome.result
    text = json.dumps(
        {
            "timestamp": outcome.timestamp.isoformat().replace("+00:00", "Z"),
            "session_id": outcome.context.session_id,
            "user_id": outcome.context.user_id,
            "tool_use_id": outcome.tool_use_id,
            "tool_name": outcome.tool_name,
            "input_sent": outcome.sent_input,
            "input_received": outcome.received_input,
            "output": None if result is None else result.get("content"),
            "is_error": outcome.status != "ok",
            "denied_by": denied_by,
            "deny_reason": deny_reason,
            "status": outcome.status,
        }
    )
    return text.translate(_WEB_SAFE) + "\n"
