# Right: a compact encoder that keeps non-ASCII text raw (ensure_ascii=False: json still
# escapes quotes, backslashes and every control character, so no raw \n or \r; U+2028 and
# U+0085 may stay; a lone surrogate is kept in the str, never encoded here). The time is
# the UTC wall clock plus "Z" (isoformat drops the fraction exactly when microseconds are 0).
import json

_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    when = outcome.timestamp.replace(tzinfo=None).isoformat() + "Z"
    context = outcome.context
    denied = outcome.denial is not None
    fields = [
        ("timestamp", when),
        ("session_id", context.session_id),
        ("user_id", context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", outcome.result.get("content") if outcome.result is not None else None),
        ("is_error", not outcome.status == "ok"),
        ("denied_by", outcome.denial.hook_name if denied else None),
        ("deny_reason", outcome.denial.deny.reason if denied else None),
    ]
    return _ENCODER.encode(dict(fields)) + "\n"
