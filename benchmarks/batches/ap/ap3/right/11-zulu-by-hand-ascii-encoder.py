# Right: timestamp written field by field, zero-padded (4-digit year, 6-digit microseconds), capital
# T and Z: the same UTC instant for years 1-9999. Ids from outcome.context's own fields, inputs and
# output untouched (null output only for a None result), is_error = status != "ok", denial fields or
# null; the ASCII encoder escapes newlines, controls and lone surrogates; one final "\n".
import json

_ENCODER = json.JSONEncoder(ensure_ascii=True, separators=(",", ":"))
_KEYS = ("timestamp", "session_id", "user_id", "tool_use_id", "tool_name", "input_sent",
         "input_received", "output", "is_error", "denied_by", "deny_reason", "status")


def _zulu(t):
    return (f"{t.year:04d}-{t.month:02d}-{t.day:02d}T{t.hour:02d}:{t.minute:02d}:{t.second:02d}"
            f".{t.microsecond:06d}Z")


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    context, denial, result = outcome.context, outcome.denial, outcome.result
    values = (
        _zulu(outcome.timestamp),
        context.session_id,
        context.user_id,
        outcome.tool_use_id,
        outcome.tool_name,
        outcome.sent_input,
        outcome.received_input,
        result.get("content") if result is not None else None,
        outcome.status != "ok",
        denial.hook_name if denial is not None else None,
        denial.deny.reason if denial is not None else None,
        outcome.status,
    )
    return _ENCODER.encode(dict(zip(_KEYS, values))) + "\n"
