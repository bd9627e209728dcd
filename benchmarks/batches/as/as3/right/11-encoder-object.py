# Right: every graded key from its own source (timestamp.isoformat() of the UTC stamp; the
# context's own ids; names, inputs and content as they are; is_error = status != "ok"; denial
# fields from outcome.denial whatever the status, else null); encoded by one JSONEncoder with
# ensure_ascii (escapes newlines, controls and lone surrogates), then a single "\n".
import json

_ENCODER = json.JSONEncoder(ensure_ascii=True)


def audit_line(outcome):
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
    return _ENCODER.encode(record) + "\n"
