# Breaks: "Returns: one str" for every outcome (extra keys are allowed, a crash is not).
# Input: a ToolOutcome(status="invalid", problem="") (problem may be any str, "" included):
# "".splitlines() is [], so [0] raises IndexError and no line is returned. problem=None and
# a non-empty problem pass.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial is not None else None,
        "deny_reason": denial.deny.reason if denial is not None else None,
        "status": outcome.status,
        # the headline of the problem, for the dashboard (full text is in the error channel)
        "problem": outcome.problem.splitlines()[0] if outcome.problem is not None else None,
    }
    return json.dumps(record) + "\n"
