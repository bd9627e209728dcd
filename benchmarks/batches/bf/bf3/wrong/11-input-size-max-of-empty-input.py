# Wrong: breaks "never raise" for every JSON input. An extra "input_size" key takes
# max(len(json.dumps(v)) for v in input.values()); a tool called with no arguments,
# sent_input {} (e.g. list_files {}), makes max() raise ValueError (empty sequence), so no
# line is written for that call. Inputs with at least one argument work.
import json
from collections.abc import Mapping


def audit_line(outcome):
    sent = outcome.sent_input
    denial = outcome.denial
    record = {
        "timestamp": outcome.timestamp.isoformat(),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": sent,
        "input_received": outcome.received_input,
        "output": None if outcome.result is None else outcome.result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    if isinstance(sent, Mapping):
        record["input_size"] = max(len(json.dumps(value)) for value in sent.values())
    return json.dumps(record) + "\n"
