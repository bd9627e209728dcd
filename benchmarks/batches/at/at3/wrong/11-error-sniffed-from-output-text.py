# Breaks "is_error (true for every status but "ok" ..., whatever the result's own is_error says)".
# Input: a status "ok" outcome whose result content is "Error: 0 cases found, none opened." (the
# tool's own text): output text starting with "error" or "traceback" is taken as a failure, so
# is_error is true (expected false).
import json


def _looks_failed(content):
    return isinstance(content, str) and content.lstrip().lower().startswith(("error", "traceback"))


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result = outcome.denial, outcome.result
    output = None if result is None else result.get("content")
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": output,
        "is_error": outcome.status != "ok" or _looks_failed(output),  # tools that hide errors
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
