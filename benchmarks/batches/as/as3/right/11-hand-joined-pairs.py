# Right: the object is joined by hand from json.dumps of each key and value (ensure_ascii, so no
# raw newline, CR or lone surrogate), values taken as they are from the outcome. The timestamp is
# written field by field: zero-padded year, a 6-digit fraction always (".000000" passes) and "Z"
# (outcome.timestamp is UTC). is_error is status != "ok"; denial fields null only without a denial.
import json


def _stamp(moment):
    return (
        f"{moment.year:04d}-{moment.month:02d}-{moment.day:02d}T"
        f"{moment.hour:02d}:{moment.minute:02d}:{moment.second:02d}.{moment.microsecond:06d}Z"
    )


def audit_line(outcome):
    denial = outcome.denial
    pairs = [
        ("timestamp", _stamp(outcome.timestamp)),
        ("session_id", outcome.context.session_id),
        ("user_id", outcome.context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", outcome.result["content"] if outcome.result is not None else None),
        ("is_error", outcome.status != "ok"),
        ("denied_by", denial.hook_name if denial is not None else None),
        ("deny_reason", denial.deny.reason if denial is not None else None),
    ]
    body = ",".join(json.dumps(key) + ":" + json.dumps(value) for key, value in pairs)
    return "{" + body + "}\n"
