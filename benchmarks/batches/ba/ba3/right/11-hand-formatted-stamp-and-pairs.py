# Right: the stamp is written field by field, zero-padded (YYYY-MM-DDTHH:MM:SS.ffffff+00:00, which
# the text allows: ".000000" passes, and the year is padded for years 1 to 999 where strftime's %Y
# would not be), from the UTC time the outcome holds. The record is built from (key, value) pairs
# of the graded fields, taken as they are; json.dumps with its default ensure_ascii escapes every
# control character and writes lone surrogates as \udXXX escapes, so it never raises and the only
# newline is the one added at the end.
import json


def _stamp(t):
    return (
        f"{t.year:04d}-{t.month:02d}-{t.day:02d}T{t.hour:02d}:{t.minute:02d}:{t.second:02d}"
        f".{t.microsecond:06d}+00:00"
    )


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial = outcome.denial
    pairs = [
        ("timestamp", _stamp(outcome.timestamp)),
        ("session_id", outcome.context.session_id),
        ("user_id", outcome.context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", outcome.result.get("content") if outcome.result is not None else None),
        ("is_error", outcome.status not in {"ok"}),
        ("denied_by", denial and denial.hook_name),
        ("deny_reason", denial and denial.deny.reason),
    ]
    return json.dumps(dict(pairs)) + "\n"
