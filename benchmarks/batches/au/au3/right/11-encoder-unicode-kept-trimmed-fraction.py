# Right: a JSONEncoder with ensure_ascii=False still escapes quotes, backslashes and every control character
# (so no raw "\n"/"\r"), leaves U+2028/U+0085 and lone surrogates as characters (allowed; nothing encodes
# the str, so nothing raises). Timestamp: naive UTC isoformat with 6 fraction digits, trailing zeros and a
# bare "." trimmed, plus "Z": HH:MM:SS always there, fromisoformat reads back the same instant.
from json import JSONEncoder

_ENCODER = JSONEncoder(ensure_ascii=False, separators=(",", ":"))


def _stamp(moment):
    text = moment.replace(tzinfo=None).isoformat(timespec="microseconds")
    return text.rstrip("0").rstrip(".") + "Z"


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result = outcome.result
    denial = outcome.denial
    line = _ENCODER.encode(
        {
            "tool_use_id": outcome.tool_use_id,
            "tool_name": outcome.tool_name,
            "timestamp": _stamp(outcome.timestamp),
            "user_id": outcome.context.user_id,
            "session_id": outcome.context.session_id,
            "is_error": outcome.status != "ok",
            "input_sent": outcome.sent_input,
            "input_received": outcome.received_input,
            "output": None if result is None else result.get("content"),
            "denied_by": getattr(denial, "hook_name", None),
            "deny_reason": None if denial is None else denial.deny.reason,
        }
    )
    return f"{line}\n"
