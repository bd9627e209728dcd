# Breaks: "by two threads at the same time: what a call returns comes from its own arguments
# alone (no module-level variable that a call writes and then reads ...)". Input: two threads
# calling audit_line at once on different outcomes: both json.dump chunk by chunk into the
# one module-level StringIO, so a call can return a mix of both lines, or the other's line.
import io
import json

_BUFFER = io.StringIO()  # reused: no new buffer per line


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
        "status": outcome.status,
    }
    _BUFFER.seek(0)
    _BUFFER.truncate()
    json.dump(record, _BUFFER)
    _BUFFER.write("\n")
    return _BUFFER.getvalue()
