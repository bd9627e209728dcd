# Wrong: the line must be returned for every ToolOutcome of any status. An extra
# "problem_kind" key takes the text before the first ":" of outcome.problem for the statuses
# that "carry" one: an outcome with status="invalid" (or "hook_failed") and problem=None
# raises AttributeError instead of giving a line.
import json


def audit_line(outcome):
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
        "status": outcome.status,
    }
    if outcome.status in ("invalid", "hook_failed"):
        record["problem_kind"] = outcome.problem.split(":", 1)[0]
    return json.dumps(record) + "\n"
