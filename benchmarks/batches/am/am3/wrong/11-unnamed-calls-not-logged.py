# Breaks: "Returns: one str: a JSON object followed by a single "\n"" and "tool_use_id and
# tool_name (as they are: ..., "" too)". A block with no tool name is treated as noise and gets
# an empty line: an invalid outcome with tool_name "" returns "" instead of its JSON line.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    if not outcome.tool_name:  # a block the model botched: nothing to audit
        return ""
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
        "problem": outcome.problem,
    }
    return json.dumps(record) + "\n"
