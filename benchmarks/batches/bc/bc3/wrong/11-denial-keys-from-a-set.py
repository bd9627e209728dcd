# Breaks "denied_by and deny_reason (outcome.denial.hook_name ... and outcome.denial.deny.reason)":
# the two keys are zipped from a set of names, whose order follows the string hash seed, so in
# about half of all processes the hook name and the reason are swapped. Input: a denied
# outcome (Denial("tier", Deny("free tier"))), PYTHONHASHSEED=3 -> denied_by "free tier" (=0 is right).
import json

DENIAL_KEYS = {"denied_by", "deny_reason"}


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
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
    }
    values = (None, None) if denial is None else (denial.hook_name, denial.deny.reason)
    record.update(zip(DENIAL_KEYS, values))
    return json.dumps(record) + "\n"
