# Right: a compact json.JSONEncoder (default ensure_ascii) writes the record, so the only "\n"
# is the one added; the time is date().isoformat() + "T" + time().isoformat() + "Z" (UTC,
# fraction only when non-zero, any year 1-9999); ids, names, inputs, output and denial fields
# are taken as they are, and is_error is true for any status but "ok".
import json

_ENCODER = json.JSONEncoder(separators=(",", ":"))


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    when = outcome.timestamp
    record = {}
    record["timestamp"] = f"{when.date().isoformat()}T{when.time().isoformat()}Z"
    record["session_id"] = outcome.context.session_id
    record["user_id"] = outcome.context.user_id
    record["tool_use_id"] = outcome.tool_use_id
    record["tool_name"] = outcome.tool_name
    record["input_sent"] = outcome.sent_input
    record["input_received"] = outcome.received_input
    record["output"] = outcome.result.get("content") if outcome.result is not None else None
    record["is_error"] = outcome.status not in ("ok",)
    if outcome.denial is None:
        record["denied_by"] = record["deny_reason"] = None
    else:
        record["denied_by"] = outcome.denial.hook_name
        record["deny_reason"] = outcome.denial.deny.reason
    return _ENCODER.encode(record) + "\n"
