# Breaks (Ex. 11, Returns): "one str" for every finished call ("A denied call gets its line too";
# a malformed block's sent_input need not be a mapping). A `%` preview takes a tuple as its args.
# Input: ToolOutcome(status="invalid", sent_input=["a.txt", "b.txt"], received_input=None, ...):
# "%.80s" % ("a.txt", "b.txt") raises TypeError instead of returning the line.
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
        "input_preview": "%.80s" % outcome.sent_input,  # a short form for the dashboard
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
