# Right: the stamp is the UTC time without its tzinfo, isoformat'ed (capital T, seconds only when
# the microseconds are 0, years zero-padded to 4) plus "Z"; ids, names and both inputs are written
# as they are (FrozenDicts and tuples encode as objects and arrays); output is content, or null only
# when result is None; is_error is status != "ok"; denied_by/deny_reason come whole from the denial
# or are null. ensure_ascii=False still escapes quotes, backslashes and every control character
# (so no raw \n or \r), leaves U+2028/U+0085 (allowed) and never encodes, so lone surrogates pass.
import json

_ENCODE = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    result, denial = outcome.result, outcome.denial
    record = {
        "timestamp": outcome.timestamp.replace(tzinfo=None).isoformat() + "Z",
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "status": outcome.status,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": None if result is None else result.get("content"),
        "is_error": outcome.status != "ok",
        "denied_by": None if denial is None else denial.hook_name,
        "deny_reason": None if denial is None else denial.deny.reason,
    }
    return _ENCODE(record) + "\n"
