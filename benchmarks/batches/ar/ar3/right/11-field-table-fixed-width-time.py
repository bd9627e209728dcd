# Right: a table of (key, getter) pairs reads each field the Returns paragraph names (inputs and output untouched, null
# only when result is None; is_error true for every status but "ok"; denial fields whenever outcome.denial is set);
# json.dumps (ensure_ascii) escapes all JSON must, so no raw "\n"/"\r" and lone surrogates as \udXXX, then one "\n".
# The time: 4-digit year, capital T, always 6 fraction digits (".000000" allowed), "+00:00".
import json

_FIELDS = (
    ("session_id", lambda o: o.context.session_id),
    ("user_id", lambda o: o.context.user_id),
    ("tool_use_id", lambda o: o.tool_use_id),
    ("tool_name", lambda o: o.tool_name),
    ("status", lambda o: o.status),
    ("input_sent", lambda o: o.sent_input),
    ("input_received", lambda o: o.received_input),
    ("output", lambda o: None if o.result is None else o.result.get("content")),
    ("is_error", lambda o: o.status != "ok"),
    ("denied_by", lambda o: o.denial and o.denial.hook_name),
    ("deny_reason", lambda o: o.denial and o.denial.deny.reason),
)


def _stamp(when):
    return f"{when.year:04d}-{when:%m-%dT%H:%M:%S}.{when.microsecond:06d}+00:00"


def audit_line(outcome):
    record = {"timestamp": _stamp(outcome.timestamp)}
    for key, read in _FIELDS:
        record[key] = read(outcome)
    return json.dumps(record, sort_keys=True) + "\n"
