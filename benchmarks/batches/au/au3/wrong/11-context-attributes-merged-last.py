# Breaks "session_id and user_id (outcome.context's own fields, not attributes named like them)" and
# "tool_name (as they are)": the context's attributes are spread into the record after the graded keys, so
# an attribute named like one of them wins. Input: a ToolOutcome whose context is
# HookContext("u_004", "free", "s_001", {"tool_name": "x", "user_id": "u_999"}) -> the line says "x"/"u_999".
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    context = outcome.context
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
        "status": outcome.status,
        "tier": context.tier,
        **context.attributes,  # org id, project folder...: the session's facts travel with the line
    }
    return json.dumps(record) + "\n"
