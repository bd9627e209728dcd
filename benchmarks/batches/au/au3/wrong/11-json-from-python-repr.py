# Breaks "a JSON object ... (json.dumps escapes them, and every quote, backslash and control character in a
# value)": the line is Python's repr with quotes and None/True/False swapped by text replacement. Input: an
# "ok" outcome whose result content is "it's done" -> repr writes "it's done" in double quotes, the
# replacement turns the apostrophe into a quote, and the line is no longer valid JSON.
from toolhooks.readonly import thaw


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": thaw(outcome.sent_input),
        "input_received": thaw(outcome.received_input),
        "output": None if outcome.result is None else thaw(outcome.result.get("content")),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    text = str(record).replace("'", '"')
    text = text.replace("None", "null").replace("True", "true").replace("False", "false")
    return text + "\n"
