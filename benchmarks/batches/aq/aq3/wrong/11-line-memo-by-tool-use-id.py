# Breaks: the graded keys of each line come from *its* outcome ("`input_sent` (`outcome.sent_input`)", the
# `timestamp`, `status`...): state kept across calls.
# Input: two malformed blocks, ToolOutcome(tool_use_id="", status="invalid", sent_input="x", ...) and another
# with tool_use_id="" and sent_input=[1], one after the other: the second call returns the first line.
import json

_LINES = {}  # one line per call: a PostToolUse that fires twice must not write twice


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    if outcome.tool_use_id in _LINES:
        return _LINES[outcome.tool_use_id]
    denial = outcome.denial
    result = outcome.result
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
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
        "status": outcome.status,
    }
    line = _LINES[outcome.tool_use_id] = json.dumps(record) + "\n"
    return line
