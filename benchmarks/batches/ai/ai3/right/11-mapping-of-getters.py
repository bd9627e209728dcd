# Right: a key -> getter table reads the outcome's own fields (context ids, never attributes; whole names/ids;
# sent/received inputs and result["content"] untouched, null only when result is None; is_error True for every
# status but "ok"; denial fields whatever the status, else null); timestamp is isoformat() of the UTC datetime;
# json.dumps (ensure_ascii) escapes everything that could break the line, then one "\n" ends it.
import json

_GETTERS = {
    "timestamp": lambda o: o.timestamp.isoformat(),
    "session_id": lambda o: o.context.session_id,
    "user_id": lambda o: o.context.user_id,
    "tool_use_id": lambda o: o.tool_use_id,
    "tool_name": lambda o: o.tool_name,
    "status": lambda o: o.status,
    "input_sent": lambda o: o.sent_input,
    "input_received": lambda o: o.received_input,
    "output": lambda o: None if o.result is None else o.result.get("content"),
    "is_error": lambda o: o.status != "ok",
    "denied_by": lambda o: o.denial and o.denial.hook_name,
    "deny_reason": lambda o: o.denial and o.denial.deny.reason,
}


def audit_line(outcome):
    return json.dumps({key: get(outcome) for key, get in _GETTERS.items()}) + "\n"
