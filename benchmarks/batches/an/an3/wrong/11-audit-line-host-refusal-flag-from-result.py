# Breaks "`is_error` (`true` for every `status` but `"ok"`, `"refused_by_host"` included,
# whatever the result's own `is_error` says)": for a host refusal the host's own flag is
# trusted. Input: status="refused_by_host", result={"content": "declined", "is_error":
# False} (or no is_error key): "is_error": false; expected true.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    result = outcome.result
    if outcome.status == "refused_by_host" and result is not None:
        is_error = bool(result.get("is_error"))  # the host decided; take its word
    else:
        is_error = outcome.status != "ok"
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": is_error,
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
