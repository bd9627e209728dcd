# Breaks: "Returns: one str" (never raising) with "deny_reason (... the reason whole ...)". An extra
# human-readable "summary" key splices the reason into a %-template, so a % in the reason is read as a conversion.
# Input: denial=Denial("rules.spend", Deny("spend is over 100% of the limit")): TypeError (not enough arguments); "refund 50%" gives ValueError.
import json


def audit_line(outcome):
    result, denial = outcome.result, outcome.denial
    if denial is not None:
        summary = ("%s refused the call: " + denial.deny.reason) % denial.hook_name
    else:
        summary = "%s ended %s" % (outcome.tool_name, outcome.status)
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "summary": summary,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
