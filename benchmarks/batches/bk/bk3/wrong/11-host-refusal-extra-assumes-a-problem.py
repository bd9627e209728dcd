# Breaks Exercise 11: "Returns: one str" for any ToolOutcome (other keys "are not graded", but
# the line must come back). An extra key strips the host's text of a "refused_by_host" outcome.
# Input: ToolOutcome(status="refused_by_host", problem=None, ...) (the constructor allows it):
# None.strip raises AttributeError. With a problem text, and for every other status, it works.
import json


def audit_line(outcome):
    denial = outcome.denial
    result = outcome.result
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
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
    if outcome.status == "refused_by_host":
        record["host_said"] = outcome.problem.strip()  # what Claude Code told us
    return json.dumps(record) + "\n"
