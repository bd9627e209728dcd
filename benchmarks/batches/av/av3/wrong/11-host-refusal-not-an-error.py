# Breaks: "`is_error` (`true` for every `status` but `"ok"`, `"refused_by_host"` included)".
# A host refusal is read as the host's decision, not an error of the call, and flagged false.
# Input: an outcome with status "refused_by_host" -> "is_error": false; expected true.
import json

_NOT_ERRORS = ("ok", "refused_by_host")  # the host said no: the call itself did not fail


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
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
        "is_error": outcome.status not in _NOT_ERRORS,
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
