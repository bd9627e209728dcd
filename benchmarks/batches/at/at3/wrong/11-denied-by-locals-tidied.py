# Breaks "denied_by ... (outcome.denial.hook_name, a dotted name whole". Input: a denied outcome
# whose denial is Denial("make_rule.<locals>.deny_all", Deny("no")) (a hook's __qualname__ when it
# is defined inside a function): "<locals>." is dropped, so denied_by is "make_rule.deny_all".
import json


def _readable(hook_name):
    return hook_name.replace("<locals>.", "")  # closures: keep the name a person would search for


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result = outcome.denial, outcome.result
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
        "denied_by": None if denial is None else _readable(denial.hook_name),
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
