# Breaks: "`output` (... a long one stays whole ...)". To keep the log small, an output of 200+
# characters equal to the previous call's output is written as a back-reference. Input: two ok
# outcomes in a row, each with the same 500-character content: the second line's output is
# "<same as previous call>".
import json

_previous = {"output": None}
_SAME = "<same as previous call>"


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    output = None if result is None else result.get("content")
    shown = output
    if isinstance(output, str) and len(output) >= 200 and output == _previous["output"]:
        shown = _SAME
    _previous["output"] = output
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": context.session_id,
        "user_id": context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": shown,
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
