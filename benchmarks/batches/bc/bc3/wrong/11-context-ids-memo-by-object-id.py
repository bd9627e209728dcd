# Breaks "session_id and user_id (outcome.context's own fields)": the two ids are memoised by
# id(outcome.context), and a context freed after its line is often replaced by a new one at
# the same address. Input: for user in ("u_1", "u_2", "u_3", "u_4"): audit_line(an outcome on
# a fresh make_context(user), kept nowhere) -> here the users read u_1, u_2, u_2, u_2.
import json

_ids = {}


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    context = outcome.context
    ids = _ids.get(id(context))
    if ids is None:
        ids = _ids[id(context)] = (context.session_id, context.user_id)
    session_id, user_id = ids
    result, denial = outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": session_id,
        "user_id": user_id,
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
