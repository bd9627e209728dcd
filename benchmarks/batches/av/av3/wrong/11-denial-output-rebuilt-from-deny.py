# Breaks: "`output` (`outcome.result["content"]` as it is ..., whatever the `status`)" with "an outcome
# of another status may carry a `denial` too": with a denial, output is rebuilt as the BLOCKED text.
# Input: status "ok", result {"content": "done"}, denial Denial("h", Deny("r")) -> output "BLOCKED: r";
# expected "done".
import json

from toolhooks.results import blocked_text


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    if denial is not None:
        output = blocked_text(denial.deny)  # what the model read for a refused call
    else:
        output = None if result is None else result.get("content")
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": output,
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
