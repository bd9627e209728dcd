# Breaks "the line for one finished call (a ToolOutcome)": the argument is validated with an exact
# type check, so an instance of a dataclass subclass of ToolOutcome (which is a ToolOutcome:
# @dataclass(frozen=True, slots=True) class Traced(ToolOutcome): pass) raises TypeError.
import json

from toolhooks.events import ToolOutcome


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    if type(outcome) is not ToolOutcome:
        raise TypeError(f"audit_line needs a ToolOutcome, got {type(outcome).__name__}")
    context, result, denial = outcome.context, outcome.result, outcome.denial
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
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
