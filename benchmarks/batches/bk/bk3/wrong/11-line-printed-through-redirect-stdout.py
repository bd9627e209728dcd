# Breaks Exercise 11: "by two threads at the same time: what a call returns comes from its own
# arguments alone (no module-level variable that a call writes and then reads)". redirect_stdout
# rebinds the global sys.stdout; input: two threads calling audit_line on different outcomes at
# once: one call's print can land in the other's buffer (a line with two objects, or "").
import contextlib
import io
import json


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result
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
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        print(json.dumps(record))  # print adds the single "\n"
    return buffer.getvalue()
