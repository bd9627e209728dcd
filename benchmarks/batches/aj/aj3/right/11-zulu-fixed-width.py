# Right: the timestamp is written field by field (year padded to 4, microseconds always 6 digits, "Z"), so
# it reads back to the same instant for years 1-9999. json.dumps(ensure_ascii=False) escapes quotes,
# backslashes and control characters (no raw CR/LF), keeps U+2028 and lone surrogates (nothing encoded, so
# nothing raises); one "\n". Ids from outcome.context, values whole, is_error unless "ok", denial or null.
import json


def _zulu(t):
    return (f"{t.year:04d}-{t.month:02d}-{t.day:02d}T{t.hour:02d}:{t.minute:02d}:{t.second:02d}"
            f".{t.microsecond:06d}Z")


def audit_line(outcome):
    result, denial = outcome.result, outcome.denial
    has_denial = denial is not None
    line = json.dumps(
        {
            "timestamp": _zulu(outcome.timestamp),
            "session_id": outcome.context.session_id,
            "user_id": outcome.context.user_id,
            "tool_use_id": outcome.tool_use_id,
            "tool_name": outcome.tool_name,
            "input_sent": outcome.sent_input,
            "input_received": outcome.received_input,
            "output": result.get("content") if result is not None else None,
            "is_error": not outcome.status == "ok",
            "denied_by": denial.hook_name if has_denial else None,
            "deny_reason": denial.deny.reason if has_denial else None,
        },
        ensure_ascii=False,
        separators=(",", ":"),
    )
    return line + "\n"
