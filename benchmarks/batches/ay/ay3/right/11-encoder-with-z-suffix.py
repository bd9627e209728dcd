# Right: one JSONEncoder dump (ensure_ascii=False keeps text as it is and never raises on a
# lone surrogate; it still escapes quotes, backslashes, "\n", "\r" and control characters),
# then a single "\n". Time: the UTC timestamp written naive + "Z" (T, microseconds only when
# non-zero, reads back to the same instant). Every graded key is read straight off the outcome.
import json

_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    fields = [
        ("timestamp", outcome.timestamp.replace(tzinfo=None).isoformat() + "Z"),
        ("session_id", outcome.context.session_id),
        ("user_id", outcome.context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", (outcome.result or {}).get("content")),
        ("is_error", outcome.status != "ok"),
        ("denied_by", None if denial is None else denial.hook_name),
        ("deny_reason", None if denial is None else denial.deny.reason),
        ("status", outcome.status),
    ]
    return _ENCODER.encode(dict(fields)) + "\n"
