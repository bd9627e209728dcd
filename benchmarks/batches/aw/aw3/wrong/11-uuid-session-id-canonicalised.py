# Breaks: "`session_id` and `user_id` (`outcome.context`'s own fields ...)", each written as the context holds it.
# Claude Code's session ids are UUIDs, so this answer writes any UUID-shaped id in canonical form:
# session_id "6F9619FF-8B86-D011-B42D-00C04FC964FF" is logged as "6f9619ff-8b86-d011-b42d-00c04fc964ff"
# (and "{...}" or dash-less forms are reshaped too); "s_001" stays as it is.
import json
import uuid


def _canonical(identifier):
    try:
        return str(uuid.UUID(identifier))
    except ValueError:
        return identifier


def audit_line(outcome):
    context, result, denial = outcome.context, outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": _canonical(context.session_id),
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
    return json.dumps(record) + "\n"
