# Breaks (Ex. 11, Returns): "is_error (true for every status but "ok", "refused_by_host" included
# ...)". It flags tool errors and denials by status and the other failures by their `problem` text.
# Input: ToolOutcome(status="refused_by_host", problem=None, result={...,"is_error": True}) (or a
# "hook_failed"/"invalid" one without a problem): the line says "is_error":false; expected true.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    failed = outcome.status in ("tool_error", "denied") or outcome.problem is not None
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
        "is_error": failed,
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
        "problem": outcome.problem,
    }
    return json.dumps(record) + "\n"
