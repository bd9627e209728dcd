# Right: every graded key from its source (time as isoformat() with +00:00 shown as Z, same
# instant; context's own ids; names, inputs and result["content"] untouched, null only for a None
# result; is_error = status != "ok"; denial fields from outcome.denial whatever the status).
# JSONEncoder(ensure_ascii=False) escapes \n, \r, quotes and controls, never raises; one "\n".
import json

_ENCODER = json.JSONEncoder(ensure_ascii=False)


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    stamp = outcome.timestamp.isoformat()
    if stamp.endswith("+00:00"):
        stamp = stamp[: -len("+00:00")] + "Z"
    pairs = [
        ("timestamp", stamp),
        ("session_id", outcome.context.session_id),
        ("user_id", outcome.context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("status", outcome.status),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", outcome.result["content"] if outcome.result is not None and "content" in outcome.result else None),
        ("is_error", outcome.status != "ok"),
        ("denied_by", denial.hook_name if denial else None),
        ("deny_reason", denial.deny.reason if denial else None),
    ]
    return _ENCODER.encode(dict(pairs)) + "\n"
