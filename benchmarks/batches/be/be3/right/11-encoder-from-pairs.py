# Right: builds the record from (key, value) pairs and encodes it with one JSONEncoder
# (ensure_ascii=False: U+2028/U+0085 and lone surrogates stay as str characters, quotes,
# backslashes and controls are escaped, so the only raw "\n" is the final one); the time
# is isoformat() with +00:00 written as Z; ids, names, inputs, content, reason are as held.
import json

_ENCODER = json.JSONEncoder(ensure_ascii=False)


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    result = outcome.result
    pairs = [
        ("timestamp", outcome.timestamp.isoformat().replace("+00:00", "Z")),
        ("session_id", outcome.context.session_id),
        ("user_id", outcome.context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", None if result is None else result.get("content")),
        ("is_error", outcome.status != "ok"),
        ("denied_by", None if denial is None else denial.hook_name),
        ("deny_reason", None if denial is None else denial.deny.reason),
        ("status", outcome.status),
    ]
    return _ENCODER.encode(dict(pairs)) + "\n"
