# Wrong: breaks "input_received (outcome.received_input, whatever the status), each value as it
# is": after a rewrite it writes only the keys the rewrite changed. Input: sent_input
# {"user_id": "u_1", "limit": 100}, received_input {"user_id": "u_1", "limit": 10}, rewritten_by
# ("cap",) -> input_received {"limit": 10}; expected the whole received input.
import json
from collections.abc import Mapping


def _received(outcome):
    sent, received = outcome.sent_input, outcome.received_input
    if isinstance(sent, Mapping) and isinstance(received, Mapping) and sent != received:
        return {key: value for key, value in received.items() if sent.get(key) != value}
    return received


def audit_line(outcome):
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": _received(outcome),
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": denial.hook_name if denial else None,
        "deny_reason": denial.deny.reason if denial else None,
    }
    return json.dumps(record) + "\n"
