# Breaks: "`session_id` and `user_id` (`outcome.context`'s own fields ...)".
# Reading "who" as "who decided", the answer writes the approver as the user when a person decided
# the call: an outcome with asked=(Asked("refunds", Ask("900 EUR")),) and decided_by="supervisor"
# is logged with user_id "supervisor" instead of the context's "u_004". Calls nobody asked about are right.
import json


def audit_line(outcome):
    context, result, denial = outcome.context, outcome.result, outcome.denial
    who = outcome.decided_by if outcome.asked and outcome.decided_by else context.user_id
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": who,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
        "decided_by": outcome.decided_by,
    }
    return json.dumps(record) + "\n"
