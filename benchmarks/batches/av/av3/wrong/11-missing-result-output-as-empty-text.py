# Breaks: "`output` (... `null` only when `outcome.result` is `None`, whatever the `status`)".
# `(result or {}).get("content", "")` turns a missing result (a crashed Pre hook) into "".
# Input: a "hook_failed" outcome with result None -> "output": ""; expected null.
import json


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
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
        "output": (outcome.result or {}).get("content", ""),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
