# Breaks "session_id and user_id (outcome.context's own fields ...)". Input: audit_line of an
# outcome with context HookContext("u_004", "free", "s_001"), then of one with
# HookContext("u_004", "free", "s_002"): the ids are memoised per user, so the second line says
# "session_id": "s_001".
import json

_IDS_BY_USER = {}  # the context's ids, looked up once per user


def _ids(context):
    ids = _IDS_BY_USER.get(context.user_id)
    if ids is None:
        ids = _IDS_BY_USER[context.user_id] = {
            "session_id": context.session_id,
            "user_id": context.user_id,
        }
    return ids


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result = outcome.denial, outcome.result
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        **_ids(outcome.context),
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
