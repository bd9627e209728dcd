# Right: every graded key read straight from the outcome (context's own ids, names/inputs as they are,
# content or null only for a None result, is_error = status != "ok", denial fields whole or null); the
# time is UTC date + "T" + time (fraction only when non-zero) + "Z"; a JSONEncoder(ensure_ascii=False)
# escapes quotes, backslashes and control characters, keeps a lone surrogate, and one "\n" ends it.
import json

_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))

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
    ("denied_by", lambda o: o.denial.hook_name if o.denial is not None else None),
    ("deny_reason", lambda o: o.denial.deny.reason if o.denial is not None else None),
)


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    when = outcome.timestamp  # always UTC
    record = {"timestamp": f"{when.date().isoformat()}T{when.time().isoformat()}Z"}
    record.update((key, read(outcome)) for key, read in _FIELDS)
    return _ENCODER.encode(record) + "\n"
