# Right: the stamp is built by hand, YYYY-MM-DDTHH:MM:SS (year zero-padded to 4 digits), then
# the microseconds with trailing zeros trimmed (".5"; no fraction when they are 0), then "Z"
# (outcome.timestamp is always UTC). ensure_ascii=False keeps characters as they are; json.dumps
# still escapes \n, \r, quotes, backslashes and controls, and never encodes, so a lone
# surrogate stays in the str without raising. Other fields as the Returns paragraph names them.
import json


def _stamp(moment):
    fraction = f"{moment.microsecond:06d}".rstrip("0")
    return (
        f"{moment.year:04d}-{moment.month:02d}-{moment.day:02d}"
        f"T{moment.hour:02d}:{moment.minute:02d}:{moment.second:02d}"
        + (f".{fraction}" if fraction else "")
        + "Z"
    )


def audit_line(outcome):
    record = {
        "timestamp": _stamp(outcome.timestamp),
        "session_id": outcome.context.session_id,
        "user_id": outcome.context.user_id,
        "tool_use_id": outcome.tool_use_id,
        "tool_name": outcome.tool_name,
        "input_sent": outcome.sent_input,
        "input_received": outcome.received_input,
        "output": outcome.result.get("content") if outcome.result is not None else None,
        "is_error": outcome.status not in {"ok"},
        "denied_by": getattr(outcome.denial, "hook_name", None),
        "deny_reason": outcome.denial.deny.reason if outcome.denial is not None else None,
    }
    return json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n"
