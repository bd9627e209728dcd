# Right: graded keys from the outcome's own fields (context's own ids, names/inputs/content as they are,
# null output only for a None result, is_error = status != "ok", denial fields whole or null), the
# timestamp as isoformat() with "+00:00" -> "Z"; ensure_ascii=False still escapes quotes, backslashes and
# all control characters, keeps U+2028/U+0085/lone surrogates (allowed) and never raises. One "\n".
import json

_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(", ", ": "))


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    stamp = outcome.timestamp.isoformat()
    if stamp.endswith("+00:00"):
        stamp = stamp[: -len("+00:00")] + "Z"
    result = outcome.result
    denial = outcome.denial
    pairs = [
        ("timestamp", stamp),
        ("session_id", outcome.context.session_id),
        ("user_id", outcome.context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("status", outcome.status),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", result["content"] if result is not None and "content" in result else None),
        ("is_error", not outcome.status == "ok"),
        ("denied_by", denial.hook_name if denial is not None else None),
        ("deny_reason", denial.deny.reason if denial is not None else None),
    ]
    return _ENCODER.encode(dict(pairs)) + "\n"
