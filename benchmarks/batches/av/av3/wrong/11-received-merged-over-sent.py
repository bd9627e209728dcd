# Breaks: "`input_received` (`outcome.received_input`, whatever the `status`), each value as it is".
# A rewrite is read as a patch laid over the sent input, so a key the rewrite removed comes back.
# Input: sent {"query": "x", "limit": 500}, received {"query": "x"} -> input_received
# {"query": "x", "limit": 500}; expected {"query": "x"}.
import json
from collections.abc import Mapping


def _received(outcome):
    received = outcome.received_input
    if received is None:
        return None
    if isinstance(outcome.sent_input, Mapping):
        return {**outcome.sent_input, **received}  # what the tool ended up with
    return received


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": _received(outcome),
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return json.dumps(record) + "\n"
