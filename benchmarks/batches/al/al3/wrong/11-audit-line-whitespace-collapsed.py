# Breaks: `output` is "`outcome.result["content"]` as it is ... its characters as they are"
# (and the reasons and inputs "as it is"): the line is forced onto one line with
# " ".join(line.split()), which also collapses runs of spaces inside string values.
# Input: an ok outcome whose result content is "a  b" (two spaces): the line says "a b".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
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
    line = json.dumps(record)
    return " ".join(line.split()) + "\n"  # belt and braces: one line, single spaces
