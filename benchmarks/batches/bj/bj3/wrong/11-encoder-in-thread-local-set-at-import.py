# Breaks: "It may be called on any thread, not only the main one". Input: any outcome, with
# audit_line called from a threading.Thread (or a worker of the Agent SDK's executor): the
# thread-local encoder was only set on the importing thread, so _local.encoder raises
# AttributeError there. On the main thread every line is right.
import json
import threading

_local = threading.local()
_local.encoder = json.JSONEncoder()  # one encoder per thread: JSONEncoder keeps no state, but be safe


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
    }
    return _local.encoder.encode(record) + "\n"
