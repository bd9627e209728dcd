# Breaks: "`session_id` and `user_id` (`outcome.context`'s own fields ...)": state kept across calls.
# Input: audit_line(outcome with context make_context("u_004", session_id="s_001")), then audit_line(outcome
# with context make_context("u_009", session_id="s_002")): the second line says s_001 and u_004, since the
# identity is read once per process (each Claude Code hook event is a process of its own, notebook 10).
import json

_WHO = {}


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    if not _WHO:  # one process per hook event: the session cannot change under us
        _WHO["session_id"] = outcome.context.session_id
        _WHO["user_id"] = outcome.context.user_id
    denial = outcome.denial
    result = outcome.result
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": _WHO["session_id"],
        "user_id": _WHO["user_id"],
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
        "status": outcome.status,
    }
    return json.dumps(record) + "\n"
