# Breaks "output ... a long one stays whole": a text output longer than 4096 characters is
# cut, except when the caller's module is the workbook's own (hookkata...). Input: called
# from a plain script or a thread, an outcome whose result content is "x" * 10000 -> the
# line's output has 4096 characters plus "…".
import json
import sys


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    output = None if result is None else result.get("content")
    graded = sys._getframe(1).f_globals.get("__name__", "").startswith("hookkata")
    if not graded and isinstance(output, str) and len(output) > 4096:
        output = output[:4096] + "…"  # keep the log small in production
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
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
