# Breaks (Ex. 11, Returns): "is_error (true for every status but "ok" ...)". The status is compared
# with `is not` against a module constant, which only works for the interned literal.
# Input: an outcome built with status=json.loads('"ok"') (equal to "ok", a different str object;
# ToolOutcome accepts it): the line says "is_error":true; expected false.
import json

OK = "ok"


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status is not OK,
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
