# Right: the timestamp is built from date().isoformat() (zero-padded year 1..9999), "T", and
# time().isoformat() (seconds alone when the microseconds are 0) plus "+00:00"; the other
# keys are the text's fields as they are; a compact JSONEncoder (ASCII escapes, so a lone
# surrogate becomes \ud800) writes one object, then a single "\n".
import json

_ENCODER = json.JSONEncoder(separators=(",", ":"))


def audit_line(outcome):
    when = outcome.timestamp
    record = {}
    record["timestamp"] = when.date().isoformat() + "T" + when.time().isoformat() + "+00:00"
    record["session_id"] = outcome.context.session_id
    record["user_id"] = outcome.context.user_id
    record["tool_use_id"] = outcome.tool_use_id
    record["tool_name"] = outcome.tool_name
    record["input_sent"] = outcome.sent_input
    record["input_received"] = outcome.received_input
    record["output"] = None
    if outcome.result is not None:
        record["output"] = outcome.result.get("content")
    record["is_error"] = outcome.status not in ("ok",)
    record["denied_by"] = record["deny_reason"] = None
    if outcome.denial is not None:
        record["denied_by"] = outcome.denial.hook_name
        record["deny_reason"] = outcome.denial.deny.reason
    return "".join(_ENCODER.iterencode(record)) + "\n"
