# Breaks: "input_sent (outcome.sent_input)". The two input keys are read through lambdas made in a
# loop; both close over the loop variable, which ends as "received_input", so input_sent is the received input.
# Input: sent_input {"limit": 1000}, received_input {"limit": 10} (a rewrite): input_sent {"limit": 10};
# a denied call: input_sent null.
import json

_INPUTS = (("input_sent", "sent_input"), ("input_received", "received_input"))


def audit_line(outcome):
    result, denial = outcome.result, outcome.denial
    getters = {}
    for key, field in _INPUTS:
        getters[key] = lambda: getattr(outcome, field)
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        **{key: get() for key, get in getters.items()},
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
