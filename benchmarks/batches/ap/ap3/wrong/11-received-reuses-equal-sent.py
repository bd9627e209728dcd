# Breaks (Ex. 11, Returns): input_received is outcome.received_input, "each value as it is (true is
# not 1 ...)". The package tests `received is sent`; this copy tests ==, and True == 1 in Python.
# Input: sent_input {"notify": 1}, a hook's Rewrite made received_input {"notify": True}: the line
# says "input_received":{"notify":1}; expected {"notify":true}.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    sent, received = outcome.sent_input, outcome.received_input
    if received == sent:  # not rewritten: write the same value twice, built once
        received = sent
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": sent,
        "input_received": received,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record, separators=(",", ":")) + "\n"
