# Right: each graded key comes from its own source as it is (context fields, names, inputs,
# result["content"] or null only when result is None, is_error = status != "ok", the denial's
# hook_name and reason whole or null); every value goes through json.dumps (escaping quotes, CR/LF,
# controls, lone surrogates) and one "\n" ends the line; the time is zero-padded with all 6 digits and "Z".
import json


def _utc(moment):
    return (
        f"{moment.year:04d}-{moment.month:02d}-{moment.day:02d}"
        f"T{moment.hour:02d}:{moment.minute:02d}:{moment.second:02d}.{moment.microsecond:06d}Z"
    )


def audit_line(outcome):
    """One complete JSON line for one finished tool call."""
    denial, result, context = outcome.denial, outcome.result, outcome.context
    pairs = (
        ("timestamp", _utc(outcome.timestamp)),
        ("session_id", context.session_id),
        ("user_id", context.user_id),
        ("tool_use_id", outcome.tool_use_id),
        ("tool_name", outcome.tool_name),
        ("status", outcome.status),
        ("input_sent", outcome.sent_input),
        ("input_received", outcome.received_input),
        ("output", None if result is None else result.get("content")),
        ("is_error", outcome.status != "ok"),
        ("denied_by", denial.hook_name if denial is not None else None),
        ("deny_reason", denial.deny.reason if denial is not None else None),
    )
    body = ", ".join(f"{json.dumps(key)}: {json.dumps(value)}" for key, value in pairs)
    return "{" + body + "}\n"
